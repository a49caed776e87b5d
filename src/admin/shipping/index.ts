/**
 * The shipping editor for other screens to embed (the first-run set-up):
 *
 *     import { ShippingEditor } from '../shipping/index';
 *     <ShippingEditor headingLevel={ 3 } onSaved={ () => markDone() } />
 *
 * Without `initial` it loads the settings from `vitrine/v1/shipping`; the
 * embedding script needs `wp-components`' styles (the settings page
 * enqueues them) and a `manage_options` user. Its strings are in the
 * embedding bundle's translation file (tools/i18n follows the imports).
 */
export { ShippingEditor, type ShippingEditorProps } from './editor';
export { SHIPPING_STORE, ensureShippingStore, shippingStore } from './store';
export { fetchShipping, saveShipping, ShippingSaveError } from './api';
export type * from './types';
