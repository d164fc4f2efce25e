import { type ChangeEvent, useEffect, useRef, useState } from "react";

/**
 * A file input's chosen image and an in-memory preview of it (an object URL,
 * released when the choice changes), for "pick, look, then upload" forms.
 */
export function useImageChoice(onChange?: () => void) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  return {
    inputRef,
    file,
    preview,
    onChoose(e: ChangeEvent<HTMLInputElement>) {
      onChange?.();
      setFile(e.target.files?.[0] ?? null);
    },
    clear() {
      setFile(null);
      if (inputRef.current) inputRef.current.value = "";
    },
  };
}
