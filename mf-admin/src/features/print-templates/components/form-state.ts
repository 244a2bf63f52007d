import type { AdminPrintTemplate, PrintTemplateCategory, PrintTemplateInput } from '@undangin/contracts';

/** What the form holds while it is edited: numbers as typed, lists as text. */
export interface PrintTemplateDraft {
  name: string;
  description: string;
  category: PrintTemplateCategory;
  subcategory: string;
  tags: string;
  price: string;
  originalPrice: string;
  thumbnail: string;
  galleryImages: string[];
  features: string[];
  paper: string;
  size: string;
  sides: string;
  finishing: string;
  isFeatured: boolean;
  isActive: boolean;
  sortOrder: string;
}

export const emptyDraft: PrintTemplateDraft = {
  name: '',
  description: '',
  category: 'wedding',
  subcategory: '',
  tags: '',
  price: '0',
  originalPrice: '0',
  thumbnail: '',
  galleryImages: [],
  features: [],
  paper: '',
  size: '',
  sides: '',
  finishing: '',
  isFeatured: false,
  isActive: true,
  sortOrder: '0',
};

export function draftOf(template: AdminPrintTemplate): PrintTemplateDraft {
  const spec = template.specifications;
  return {
    name: template.name,
    description: template.description,
    category: template.category as PrintTemplateCategory,
    subcategory: template.subcategory ?? '',
    tags: template.tags.join(', '),
    price: String(template.price),
    originalPrice: String(template.original_price ?? 0),
    thumbnail: template.thumbnail,
    galleryImages: [...template.gallery_images],
    features: [...template.features],
    paper: spec.paper ?? '',
    size: spec.size ?? '',
    sides: spec.sides ?? '',
    finishing: spec.finishing ?? '',
    isFeatured: template.is_featured,
    isActive: template.is_active,
    sortOrder: String(template.sort_order),
  };
}

/** Prices and the sort order are read as whole numbers, 0 when they are not one. */
const integer = (text: string) => {
  const value = Number.parseInt(text, 10);
  return Number.isFinite(value) ? value : 0;
};
const lines = (text: string, separator: RegExp) =>
  text
    .split(separator)
    .map((item) => item.trim())
    .filter(Boolean);

export function inputOf(draft: PrintTemplateDraft, kept?: AdminPrintTemplate): PrintTemplateInput {
  // The form edits four specification fields; a fifth (the envelope) of a saved template is kept as it was.
  const envelope = kept?.specifications.envelope;
  return {
    name: draft.name.trim(),
    description: draft.description.trim(),
    category: draft.category,
    subcategory: draft.subcategory.trim() || null,
    tags: lines(draft.tags, /,/),
    price: Math.max(0, integer(draft.price)),
    original_price: Math.max(0, integer(draft.originalPrice)),
    thumbnail: draft.thumbnail.trim(),
    gallery_images: draft.galleryImages.map((url) => url.trim()).filter(Boolean),
    features: draft.features.map((feature) => feature.trim()).filter(Boolean),
    specifications: {
      paper: draft.paper.trim(),
      size: draft.size.trim(),
      sides: draft.sides.trim(),
      finishing: draft.finishing.trim(),
      ...(envelope ? { envelope } : {}),
    },
    is_featured: draft.isFeatured,
    is_active: draft.isActive,
    sort_order: integer(draft.sortOrder),
  };
}
