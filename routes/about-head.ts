import { describe } from '@/lib/plain-text';
import type { PopCategory } from '@/queries/types';
import type { ItemHead } from './item-page-parts';

/** An about page's head: its subtitle, else the text of its first section, describes it. */
export function aboutHead(category: PopCategory): ItemHead {
  return {
    title: category.title,
    description: category.subtitle ?? describe(category.about[0]?.content, category.title),
    image: category.image,
  };
}
