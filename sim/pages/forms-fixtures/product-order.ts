import { successAction, submitField, type InlineForm } from './builder'

/**
 * A product order: a product with its own quantity (id 1), a product with a separate
 * quantity field (id 2 ← field 3), a hidden product (id 4), shipping and the total.
 */
export const productOrderForm: InlineForm = {
  settings: { title: 'Order', currency: 'USD' },
  fields: [
    {
      type: 'product',
      label: 'T-shirt',
      key: 'tshirt',
      order: '1',
      product_price: '$12.50',
      product_use_quantity: '1',
      product_type: 'single',
      default: '',
    },
    {
      type: 'product',
      label: 'Mug',
      key: 'mug',
      order: '2',
      product_price: '5.00',
      product_use_quantity: '0',
      product_type: 'single',
    },
    {
      type: 'quantity',
      label: 'Mugs',
      key: 'mug_qty',
      order: '3',
      product_assignment: '2',
      num_min: '0',
      default: '0',
    },
    {
      type: 'product',
      label: 'Gift wrap',
      key: 'wrap',
      order: '4',
      product_price: '1,000.00',
      product_use_quantity: '0',
      product_type: 'hidden',
    },
    { type: 'shipping', label: 'Shipping', key: 'shipping', order: '5', shipping_cost: '$4.99' },
    { type: 'total', label: 'Total', key: 'total', order: '6' },
    { type: 'email', label: 'Email', key: 'email', order: '7', required: '1' },
    submitField(8, 'Order'),
  ],
  actions: [successAction('Thank you for your order, {field:email}.')],
}
