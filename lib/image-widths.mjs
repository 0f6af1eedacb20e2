/**
 * The widths the image CDN is asked for (next.config.mjs `images`, and components/static-image.tsx,
 * which writes the same srcsets without next/image's client component). No 2048/3840: no image is
 * wider than the 72rem container, so 1920 covers 2× screens, and every width listed is written
 * into each responsive image's srcset on every page.
 */
export const deviceSizes = [640, 750, 828, 1080, 1200, 1920];
export const imageSizes = [50, 55, 110, 142, 258, 384, 516];
