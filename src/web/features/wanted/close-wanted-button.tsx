import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "../../components/ui/button";
import { Alert } from "../../components/ui/feedback";
import { Modal } from "../../components/ui/modal";
import { api, errorMessage } from "../../lib/api";
import { WANTED_KEY } from "./wanted-api";

/** The poster's Close button, confirmed first: a closed request cannot be reopened. */
export function CloseWantedButton({ postId, title }: { postId: number; title: string }) {
  const qc = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const close = useMutation({
    mutationFn: () => api(`/api/wanted/${postId}/close`, { body: {} }),
    onSuccess: async () => {
      setConfirming(false);
      await qc.invalidateQueries({ queryKey: [WANTED_KEY] });
    },
  });
  return (
    <>
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        Close request
      </Button>
      <Modal title="Close this wanted request?" role="alertdialog" isOpen={confirming} onOpenChange={setConfirming}>
        <p className="mb-4 text-sm">
          “{title}” leaves the board and owners can no longer answer it. You keep the answers you have. A closed request
          cannot be reopened.
        </p>
        {close.isError && <Alert tone="error">{errorMessage(close.error)}</Alert>}
        <div className="mt-4 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            Keep it open
          </Button>
          <Button variant="danger" disabled={close.isPending} onClick={() => close.mutate()}>
            {close.isPending ? "Closing…" : "Close request"}
          </Button>
        </div>
      </Modal>
    </>
  );
}
