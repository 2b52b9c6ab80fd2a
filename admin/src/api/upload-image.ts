/**
 * Sends one image to POST /admin/api/uploads/images (multipart field "file") with
 * XMLHttpRequest, whose upload.onprogress tells how much has gone (fetch cannot). The session's
 * X-CSRF-Token goes with it; a saved upload is announced like every other write, so the status
 * bar follows the rebuild it asks for.
 */
import { HttpError } from 'react-admin';
import { API_BASE, getCsrfToken } from './http';
import { SITE_REBUILD_HEADER } from '@cloud-consulting/domain/site-builds';
import { announceSaved } from './write-events';
import { savedAtOf, uploadAnswer, type UploadedImage } from './upload-answer';

const UPLOAD_PATH = '/uploads/images';

export type { UploadedImage };

export function uploadImage(
  file: File,
  onProgress: (fraction: number) => void = () => undefined,
): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${UPLOAD_PATH}`);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getCsrfToken();
    if (token) xhr.setRequestHeader('X-CSRF-Token', token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    const settle = (status: number) => {
      const answer = uploadAnswer(status, status === 0 ? '' : xhr.responseText);
      if (answer.ok) {
        // The provider says whether the upload waits for a site build (as for every change).
        if (xhr.getResponseHeader(SITE_REBUILD_HEADER) === 'requested') {
          announceSaved({
            savedAt: savedAtOf(xhr.getResponseHeader('date'), Date.now()),
            method: 'POST',
            path: UPLOAD_PATH,
          });
        }
        resolve(answer.image);
      } else {
        reject(new HttpError(answer.message, answer.status, answer.body));
      }
    };
    xhr.onload = () => settle(xhr.status);
    xhr.onerror = () => settle(0);
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
