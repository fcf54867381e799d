import { HANDOVER_PHOTO_MAX_SIDE } from '@ijara/contract/staff';

/**
 * A phone's photo made at most HANDOVER_PHOTO_MAX_SIDE on its longer side, upright, as JPEG base64:
 * a 12 MP camera file becomes ~0.5 MB before it leaves the counter's phone. The api makes it WebP.
 */
export async function resizePhoto(file: File): Promise<{ base64: string; preview: string }> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  const scale = Math.min(1, HANDOVER_PHOTO_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
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
