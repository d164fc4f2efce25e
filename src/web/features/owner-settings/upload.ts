import type { ApiErrorBody } from "../../../shared/contracts";
import { ApiError } from "../../lib/api";

/**
 * POST one file as multipart/form-data and read the JSON answer. lib/api.ts
 * sends JSON only; this is its counterpart for uploads, with the same errors
 * (the server's 413/415 messages reach the form unchanged).
 */
export async function uploadFile<T>(path: string, field: string, file: File): Promise<T> {
  const body = new FormData();
  body.append(field, file);
  let res: Response;
  try {
    res = await fetch(path, { method: "POST", body, credentials: "same-origin" });
  } catch {
    throw new ApiError(0, "NETWORK", "Could not reach SewaGear. Check your connection and try again.");
  }
  const text = await res.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (!res.ok) {
    const e = (data as ApiErrorBody | null)?.error;
    throw new ApiError(res.status, e?.code ?? `HTTP_${res.status}`, e?.message ?? `Upload failed (${res.status})`, e?.fields ?? {});
  }
  return data as T;
}

/** Image types the server accepts (it checks the content again; this only narrows the file picker). */
export const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp,image/heic,image/heif,image/avif";
