package dev.spannerkeys.hibernate.advisor;

import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import dev.spannerkeys.advisor.report.AdvisorReport;
import dev.spannerkeys.advisor.report.Severity;
import org.hibernate.MappingException;

/**
 * Thrown while the session factory is built with {@code spanner.keys.advisor=fail} when the hotspot
 * advisor reports an error: a primary key that would send every insert to one split, or existing
 * keys a sequence would hand out again. The message is the full report; {@link #report()} gives it
 * to code.
 */
public final class HotspotAdvisorException extends MappingException {

    private static final long serialVersionUID = 1L;

    private final transient AdvisorReport report;

    public HotspotAdvisorException(AdvisorReport report) {
        super("The Spanner key advisor refused this persistence unit (" + SpannerKeysSettings.ADVISOR + "=fail): "
                + report.count(Severity.ERROR) + " error(s). A primary key cannot be changed once the table exists, "
                + "so fix it now, accept a finding with @SuppressAdvisorRule(rule = \"...\", reason = \"...\"), or set "
                + SpannerKeysSettings.ADVISOR + "=warn.\n" + report.toText());
        this.report = report;
    }

    /** The advisor's report. */
    public AdvisorReport report() {
        return report;
    }
}
