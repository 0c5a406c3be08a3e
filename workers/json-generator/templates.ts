import type { FieldDefinition } from './schema';

/** Template ids, in the order the Template select lists them. */
export const TEMPLATE_IDS = ['custom', 'user', 'product', 'order', 'blog'] as const;

export type TemplateId = (typeof TEMPLATE_IDS)[number];

/** The label of each template in the Template select. */
export const TEMPLATE_LABELS: Record<TemplateId, string> = {
  custom: 'Custom',
  user: 'User Profile',
  product: 'Product Catalog',
  order: 'Order Details',
  blog: 'Blog Post',
};

/** The default schema, also the Custom template: id, name, age 18–100, email, isActive. */
export const DEFAULT_FIELDS: readonly FieldDefinition[] = [
  { key: 'id', type: 'uuid' },
  { key: 'name', type: 'string' },
  { key: 'age', type: 'number', options: { min: 18, max: 100 } },
  { key: 'email', type: 'email' },
  { key: 'isActive', type: 'boolean' },
];

/** Each template's fields, exactly as the product description lists them. */
const TEMPLATES: Record<TemplateId, readonly FieldDefinition[]> = {
  custom: DEFAULT_FIELDS,
  user: [
    { key: 'id', type: 'uuid' },
    { key: 'firstName', type: 'name' },
    { key: 'lastName', type: 'name' },
    { key: 'email', type: 'email' },
    { key: 'phone', type: 'phone' },
    { key: 'address', type: 'address' },
    { key: 'city', type: 'city' },
    { key: 'country', type: 'country' },
    { key: 'createdAt', type: 'datetime' },
    { key: 'isActive', type: 'boolean' },
  ],
  product: [
    { key: 'id', type: 'uuid' },
    { key: 'name', type: 'string' },
    { key: 'description', type: 'string' },
    { key: 'price', type: 'number', options: { min: 1, max: 1000 } },
    { key: 'category', type: 'enum', options: { pattern: 'Electronics, Clothing, Books, Food' } },
    { key: 'tags', type: 'array', options: { length: 3, items: 'string' } },
    {
      key: 'specifications',
      type: 'object',
      options: {
        fields: [
          { key: 'color', type: 'color' },
          { key: 'size', type: 'string' },
          { key: 'weight', type: 'number', options: { min: 0, max: 100 } },
        ],
      },
    },
    { key: 'inStock', type: 'boolean' },
    { key: 'createdAt', type: 'datetime' },
  ],
  order: [
    { key: 'orderId', type: 'uuid' },
    { key: 'customerId', type: 'uuid' },
    {
      key: 'items',
      type: 'array',
      options: {
        length: 3,
        items: 'object',
        fields: [
          { key: 'productId', type: 'uuid' },
          { key: 'quantity', type: 'number', options: { min: 1, max: 10 } },
          { key: 'price', type: 'number', options: { min: 1, max: 1000 } },
        ],
      },
    },
    { key: 'totalAmount', type: 'number', options: { min: 0, max: 10000 } },
    { key: 'status', type: 'enum', options: { pattern: 'Pending, Processing, Shipped, Delivered, Cancelled' } },
    {
      key: 'shippingAddress',
      type: 'object',
      options: {
        fields: [
          { key: 'street', type: 'string' },
          { key: 'city', type: 'city' },
          { key: 'country', type: 'country' },
          { key: 'zipCode', type: 'string' },
        ],
      },
    },
    { key: 'createdAt', type: 'datetime' },
  ],
  blog: [
    { key: 'id', type: 'uuid' },
    { key: 'title', type: 'string' },
    { key: 'content', type: 'string' },
    {
      key: 'author',
      type: 'object',
      options: {
        fields: [
          { key: 'name', type: 'name' },
          { key: 'email', type: 'email' },
        ],
      },
    },
    { key: 'tags', type: 'array', options: { length: 3, items: 'string' } },
    {
      key: 'comments',
      type: 'array',
      options: {
        length: 2,
        items: 'object',
        fields: [
          { key: 'user', type: 'name' },
          { key: 'content', type: 'string' },
          { key: 'createdAt', type: 'datetime' },
        ],
      },
    },
    { key: 'publishedAt', type: 'datetime' },
    { key: 'isPublished', type: 'boolean' },
  ],
};

/** A fresh deep copy of a template's fields (callers may edit it freely). */
export function templateFields(id: TemplateId): FieldDefinition[] {
  return structuredClone(TEMPLATES[id]) as FieldDefinition[];
}
