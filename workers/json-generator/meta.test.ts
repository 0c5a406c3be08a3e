import { describe, expect, it } from 'vitest';
import { validateSchema } from './schema';
import { type FieldDefinition, DEFAULT_FIELDS, TEMPLATE_IDS, TEMPLATE_LABELS, templateFields } from './meta';

/** A compact, exact picture of a schema: "key:type" with options, nested fields in brackets. */
const shape = (fields: readonly FieldDefinition[]): string[] =>
  fields.map((f) => {
    const { fields: nested, ...rest } = f.options ?? {};
    const opts = Object.keys(rest).length > 0 ? JSON.stringify(rest) : '';
    return `${f.key}:${f.type}${opts}${nested ? `[${shape(nested).join(' ')}]` : ''}`;
  });

describe('templates', () => {
  it('lists the five templates with their labels', () => {
    expect(TEMPLATE_IDS.map((id) => TEMPLATE_LABELS[id])).toEqual([
      'Custom',
      'User Profile',
      'Product Catalog',
      'Order Details',
      'Blog Post',
    ]);
  });

  it.each<[string, string[]]>([
    ['custom', ['id:uuid', 'name:string', 'age:number{"min":18,"max":100}', 'email:email', 'isActive:boolean']],
    [
      'user',
      ['id:uuid', 'firstName:name', 'lastName:name', 'email:email', 'phone:phone', 'address:address', 'city:city', 'country:country', 'createdAt:datetime', 'isActive:boolean'],
    ],
    [
      'product',
      [
        'id:uuid',
        'name:string',
        'description:string',
        'price:number{"min":1,"max":1000}',
        'category:enum{"pattern":"Electronics, Clothing, Books, Food"}',
        'tags:array{"length":3,"items":"string"}',
        'specifications:object[color:color size:string weight:number{"min":0,"max":100}]',
        'inStock:boolean',
        'createdAt:datetime',
      ],
    ],
    [
      'order',
      [
        'orderId:uuid',
        'customerId:uuid',
        'items:array{"length":3,"items":"object"}[productId:uuid quantity:number{"min":1,"max":10} price:number{"min":1,"max":1000}]',
        'totalAmount:number{"min":0,"max":10000}',
        'status:enum{"pattern":"Pending, Processing, Shipped, Delivered, Cancelled"}',
        'shippingAddress:object[street:string city:city country:country zipCode:string]',
        'createdAt:datetime',
      ],
    ],
    [
      'blog',
      [
        'id:uuid',
        'title:string',
        'content:string',
        'author:object[name:name email:email]',
        'tags:array{"length":3,"items":"string"}',
        'comments:array{"length":2,"items":"object"}[user:name content:string createdAt:datetime]',
        'publishedAt:datetime',
        'isPublished:boolean',
      ],
    ],
  ])('%s has exactly the described fields', (id, expected) => {
    const fields = templateFields(id as (typeof TEMPLATE_IDS)[number]);
    expect(shape(fields)).toEqual(expected);
    expect(validateSchema(fields)).toEqual([]);
  });

  it('custom is the default schema', () => {
    expect(templateFields('custom')).toEqual(DEFAULT_FIELDS);
  });

  it('hands out copies that callers may change', () => {
    const a = templateFields('order');
    a[2].options!.fields!.push({ key: 'x', type: 'string' });
    a[0].key = 'changed';
    expect(templateFields('order')[0].key).toBe('orderId');
    expect(templateFields('order')[2].options!.fields).toHaveLength(3);
  });
});
