/** The e-invoice writer and its schema libraries load with the first e-invoice asked for, not with every server. */
export const loadUbl = () => import('./ubl-invoice');
