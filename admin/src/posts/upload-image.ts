/** Uploads an image to the media library (multipart `file`, optional `alt`); answers its address. */
import { apiRequest } from '../api/http';

export interface UploadedImage {
  id: number;
  url: string;
  alt: string | null;
}

export function uploadImage(file: File, alt?: string): Promise<UploadedImage> {
  const form = new FormData();
  form.append('file', file, file.name);
  if (alt?.trim()) form.append('alt', alt.trim());
  return apiRequest<UploadedImage>('/uploads/images', { method: 'POST', rawBody: form });
}
