package dev.spannerkeys.zoo;

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
     * Which cells of the zoo's matrices this run takes, from {@code -Dzoo.sample}: {@code cover} (the default: the
     * README's test command, CI's Java 17 leg) a covering set that keeps every model, every dialect, every write
     * mode and both {@code auto_batch_dml} settings, not every combination of them; {@code rest} every cell the
     * covering set leaves out (CI's Java 25 leg, beside the Java 17 leg, so that a CI run takes every cell once);
     * {@code every} all of them.
     */
    private static String sample() {
        String sample = System.getProperty("zoo.sample", "cover");
        if (!List.of("cover", "rest", "every").contains(sample)) {
            throw new IllegalArgumentException("-Dzoo.sample=" + sample + ": expected cover (the default), rest or every");
        }
        return sample;
    }

    /**
     * Whether this run takes the cell of one model (its index in {@link #all()}) and dialect (its ordinal) with
     * option {@code option} of {@code options} (see {@link #sample()}). The covering set gives each model one option
     * per dialect, the options rotating with the model and shifted by half their number between the dialects, so
     * that every option runs in both dialects once there are at least as many models as options.
     */
    public static boolean covers(int model, int dialect, int option, int options) {
        boolean covering = option == (model + dialect * (options / 2)) % options;
        return switch (sample()) {
            case "cover" -> covering;
            case "rest" -> !covering;
            default -> true;
        };
    }

    /** The model's index in {@link #all()}. */
    public static int indexOf(ZooModel model) {
        List<String> names = all().stream().map(ZooModel::name).toList();
        return names.indexOf(model.name());
    }
}
