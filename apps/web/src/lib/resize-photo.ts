/** A photo made ready to send: base64 for the wire, a data: URL to show (the CSP allows data: images). */
export interface ResizedPhoto {
  base64: string;
  preview: string;
}

/**
 * A phone's photo made at most `maxSide` px on its longer side, upright, as JPEG base64: a 12 MP camera
 * file becomes ~0.5 MB before it leaves the phone, and the api makes it WebP. The staff app's hand-over
 * photos are made the same way (apps/staff/src/lib/resize-photo.ts); the apps share only the contract.
 */
export async function resizePhoto(file: File, maxSide: number): Promise<ResizedPhoto> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const preview = canvas.toDataURL('image/jpeg', 0.85);
  return { base64: preview.slice(preview.indexOf(',') + 1), preview };
}

/** A file as base64, unchanged (a PDF the api checks by its %PDF- start). */
export function fileToBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });
}
