import { projectUploadPath, type UploadResponse } from '@/src/domain/uploads';
import { uploadsText as uploadText } from '@/src/text/nl/uploads';

/** A refused request: the server's Dutch message, or "Upload mislukt". */
export class UploadRequestError extends Error {}

/**
 * Posts files as multipart to the project's upload route. XMLHttpRequest rather than fetch because
 * only it reports upload progress; the browser sends the page's Origin, which the CSRF check needs.
 */
export function sendUploads(projectId: string, files: readonly File[], onProgress: (fraction: number) => void): Promise<UploadResponse> {
  const body = new FormData();
  for (const file of files) body.append('files', file, file.name);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', projectUploadPath(projectId));
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const answer = request.response as (UploadResponse & { error?: { message?: string } }) | null;
      if (request.status === 200 && answer && Array.isArray(answer.uploaded)) resolve(answer);
      else reject(new UploadRequestError(answer?.error?.message || uploadText.uploads.failed));
    };
    request.onerror = () => reject(new UploadRequestError(uploadText.uploads.failed));
    request.onabort = () => reject(new UploadRequestError(uploadText.uploads.failed));
    request.send(body);
  });
}
