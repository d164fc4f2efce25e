import { type ChangeEvent, useEffect, useRef, useState } from "react";

/**
 * A file input's chosen image and an in-memory preview of it (an object URL,
 * released when the choice changes), for "pick, look, then upload" forms.
 */
export function useImageChoice(onChange?: () => void) {
  const inputRef = useRef<HTMLInputElement>(null);
  // The preview URL is made when the file is chosen, so both change in one update.
  const [choice, setChoice] = useState<{ file: File; preview: string } | null>(null);

  // Releases the previous choice's URL when it is replaced, and the last one on unmount.
  useEffect(() => {
    if (!choice) return;
    return () => URL.revokeObjectURL(choice.preview);
  }, [choice]);

  return {
    inputRef,
    file: choice?.file ?? null,
    preview: choice?.preview ?? null,
    onChoose(e: ChangeEvent<HTMLInputElement>) {
      onChange?.();
      const file = e.target.files?.[0];
      setChoice(file ? { file, preview: URL.createObjectURL(file) } : null);
    },
    clear() {
      setChoice(null);
      if (inputRef.current) inputRef.current.value = "";
    },
  };
}
