import { api } from "../../lib/api";

/** POST one file as multipart/form-data; errors (the server's 413/415 messages) arrive as ApiError. */
export function uploadFile<T>(path: string, field: string, file: File): Promise<T> {
  const body = new FormData();
  body.append(field, file);
  return api<T>(path, { body });
}

/** Image types the server accepts (it checks the content again; this only narrows the file picker). */
export const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp,image/avif";
