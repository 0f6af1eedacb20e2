/**
 * Resizes and re-encodes an uploaded image with sharp, imgix style: `fit=clip` and `fit=max` fit
 * inside the box keeping the aspect ratio, `fit=crop` fills the box and crops the centre. Images
 * are never enlarged: a width beyond the original's gives the original's width.
 */
import sharp from 'sharp';
import type { ImageParams, OutputFormat } from './image-params';

export async function transformImage(path: string, params: ImageParams, format: OutputFormat): Promise<Buffer> {
  // `rotate()` applies the EXIF orientation before resizing, as browsers display it.
  let pipeline = sharp(path, { failOn: 'error' }).rotate();
  if (params.width !== null || params.height !== null) {
    pipeline = pipeline.resize({
      width: params.width ?? undefined,
      height: params.height ?? undefined,
      fit: params.fit === 'crop' ? 'cover' : 'inside',
      position: 'centre',
      withoutEnlargement: true,
    });
  }
  switch (format) {
    case 'jpeg':
      return pipeline.jpeg({ quality: params.quality, mozjpeg: true }).toBuffer();
    case 'webp':
      return pipeline.webp({ quality: params.quality }).toBuffer();
    case 'avif':
      return pipeline.avif({ quality: params.quality }).toBuffer();
    case 'png':
      // PNG is lossless: a quality would switch sharp to a reduced palette, so none is given.
      return pipeline.png().toBuffer();
    case 'gif':
      return pipeline.gif().toBuffer();
  }
}
