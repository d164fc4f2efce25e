import { useTranslation } from "react-i18next";
import { useCloseWanted } from "../../api/wanted";
import { ConfirmButton } from "../../components/ui/confirm-button";

/** The poster's Close button, confirmed first: a closed request cannot be reopened. */
export function CloseWantedButton({ postId, title }: { postId: number; title: string }) {
  const { t } = useTranslation("wanted");
  const close = useCloseWanted(postId);
  return (
    <ConfirmButton
      label={t("close.label")}
      variant="secondary"
      title={t("close.title")}
      cancelLabel={t("close.keepOpen")}
      confirmLabel={t("close.confirm")}
      pendingLabel={t("close.closing")}
      action={close}
    >
      <p>{t("close.body", { title })}</p>
    </ConfirmButton>
  );
}
