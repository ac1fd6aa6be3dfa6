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
}
