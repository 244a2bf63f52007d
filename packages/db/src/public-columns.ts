import { selection } from './typed-sql';

// Column lists two services read alike: the owner writes the table, another serves it to visitors too.

/** A content page's columns as a visitor reads it (the privacy policy, say): the marketing and page services both serve it. */
export const contentPageColumns = selection('pages', [
  'slug',
  'title',
  'excerpt',
  'content',
  'featured_image',
  'seo_title',
  'seo_description',
]);

/** A print template as the public catalogue shows it (the marketing service; the admin's editor writes these and more). */
export const printTemplateColumns = selection('print_templates', [
  'id',
  'name',
  'description',
  'category',
  'subcategory',
  'tags',
  'price',
  'original_price',
  'thumbnail',
  'gallery_images',
  'features',
  'specifications',
  'is_featured',
  'sort_order',
]);
