/** MediaRecords for the files `make-images.ts` renders into `cms/uploads/`. */
import type { MediaRecord } from '../store/types';
import { IMAGES } from './images';
import type { SeedContext } from './ids';
import { fr } from './text';

export function buildMedia(ctx: SeedContext): MediaRecord[] {
  return IMAGES.map((spec) => {
    const databaseId = ctx.ids.post();
    ctx.media.set(spec.key, databaseId);
    return {
      databaseId,
      file: spec.file,
      width: spec.width,
      height: spec.height,
      mimeType: spec.mimeType,
      altText: { EN: spec.altText.EN, FR: fr(spec.altText.FR) },
    };
  });
}
