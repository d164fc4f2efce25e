import { useCloseWanted } from "../../api/wanted";
import { ConfirmButton } from "../../components/ui/confirm-button";

/** The poster's Close button, confirmed first: a closed request cannot be reopened. */
export function CloseWantedButton({ postId, title }: { postId: number; title: string }) {
  const close = useCloseWanted(postId);
  return (
    <ConfirmButton
      label="Close request"
      variant="secondary"
      title="Close this wanted request?"
      cancelLabel="Keep it open"
      confirmLabel="Close request"
      pendingLabel="Closing…"
      action={close}
    >
      <p>
        “{title}” leaves the board and owners can no longer answer it. You keep the answers you have. A closed request
        cannot be reopened.
      </p>
    </ConfirmButton>
  );
}
