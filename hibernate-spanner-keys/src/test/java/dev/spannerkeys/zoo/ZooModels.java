package dev.spannerkeys.zoo;

import dev.spannerkeys.testsupport.TestSample;
import dev.spannerkeys.zoo.billing.BillingModel;
import dev.spannerkeys.zoo.cms.CmsModel;
import dev.spannerkeys.zoo.fleet.FleetModel;
import dev.spannerkeys.zoo.forum.ForumModel;
import dev.spannerkeys.zoo.helpdesk.HelpdeskModel;
import dev.spannerkeys.zoo.lab.LabModel;
import dev.spannerkeys.zoo.ledger.LedgerModel;
import dev.spannerkeys.zoo.music.MusicModel;
import dev.spannerkeys.zoo.shop.ShopModel;
import dev.spannerkeys.zoo.telemetry.TelemetryModel;
import java.util.List;

/** Every model of the zoo. */
public final class ZooModels {

    private ZooModels() {
    }

    /** The models, in the order the matrix runs them. */
    public static List<ZooModel> all() {
        return List.of(new ShopModel(), new MusicModel(), new TelemetryModel(), new LabModel(), new HelpdeskModel(), new CmsModel(), new LedgerModel(), new FleetModel(),
                new dev.spannerkeys.zoo.journal.JournalModel(),
                new dev.spannerkeys.zoo.brownfield.BrownfieldModel(), new BillingModel(), new ForumModel());
    }

    /** The models a run selects: all of them, or those {@code -Dzoo.models=shop,music} names. */
    public static List<ZooModel> selected() {
        String only = System.getProperty("zoo.models", "");
        return all().stream()
                .filter(model -> only.isBlank() || List.of(only.split(",")).contains(model.name()))
                .toList();
    }

    /**
     * Whether this run takes the cell of one model (its index in {@link #all()}) and dialect (its ordinal) with
     * option {@code option} of {@code options} (see {@link TestSample}). The covering set gives each model one option
     * per dialect, the options rotating with the model and shifted by half their number between the dialects, so
     * that every option runs in both dialects once there are at least as many models as options.
     */
    public static boolean covers(int model, int dialect, int option, int options) {
        return TestSample.current().takes(option == (model + dialect * (options / 2)) % options);
    }

    /** The model's index in {@link #all()}. */
    public static int indexOf(ZooModel model) {
        List<String> names = all().stream().map(ZooModel::name).toList();
        return names.indexOf(model.name());
    }
}
