import type { ReactNode } from "react";
import { Dialog, Heading, Modal as AriaModal, ModalOverlay } from "react-aria-components";
import { AriaLocale } from "./aria-locale";

/**
 * An accessible modal dialog (focus trapped and restored, Escape closes) built on
 * React Aria. Controlled: the caller owns `isOpen`.
 */
export function Modal({
  title,
  isOpen,
  onOpenChange,
  children,
  role = "dialog",
}: {
  title: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
  role?: "dialog" | "alertdialog";
}) {
  return (
    <AriaLocale>
      <ModalOverlay
        isOpen={isOpen}
        onOpenChange={onOpenChange}
        isDismissable
        className="fixed inset-0 z-50 flex items-center justify-center bg-black/50 p-4"
      >
        <AriaModal className="w-full max-w-md rounded-lg bg-white p-6 shadow-xl">
          <Dialog role={role} className="outline-none">
            <Heading slot="title" className="mb-3 text-lg font-semibold">
              {title}
            </Heading>
            {children}
          </Dialog>
        </AriaModal>
      </ModalOverlay>
    </AriaLocale>
  );
}
