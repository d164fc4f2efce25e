import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { useStopDigestEmails } from "../../api/filters";
import { Button } from "../../components/ui/button";
import { Alert } from "../../components/ui/feedback";
import { Card, Page } from "../../components/ui/page";
import { TextLink } from "../../components/ui/text-link";
import { errorMessage } from "../../lib/api";

/**
 * Where a digest's "Stop these e-mails" link lands. Opening it changes nothing (a
 * link scanner or a preview must not unsubscribe anyone): the person presses the
 * button. Mail apps with a one-click button post to the API directly (RFC 8058).
 */
export function UnsubscribePage() {
  const { t } = useTranslation("search");
  const { token = "" } = useParams();
  const stop = useStopDigestEmails(token);

  return (
    <Page title={t("unsubscribe.title")} narrow>
      <Card>
        {stop.isSuccess ? (
          <Alert tone="success">{t("unsubscribe.done")}</Alert>
        ) : (
          <div className="flex flex-col gap-4">
            <p className="text-sm text-slate-700">{t("unsubscribe.body")}</p>
            <p className="text-sm text-slate-700">{t("unsubscribe.keepPush")}</p>
            {stop.isError && <Alert tone="error">{errorMessage(stop.error)}</Alert>}
            <Button onClick={() => stop.mutate()} disabled={stop.isPending}>
              {stop.isPending ? t("unsubscribe.stopping") : t("unsubscribe.confirm")}
            </Button>
          </div>
        )}
        <p className="mt-4 text-sm">
          <TextLink to="/filters">{t("unsubscribe.manage")}</TextLink>
        </p>
      </Card>
    </Page>
  );
}
