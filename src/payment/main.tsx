/**
 * The shopper's payment script (handle `vitrine-payment`) of product, cart
 * and mini-cart pages, enqueued only where a payment context fired: the
 * contexts of `loader.tsx` without the checkout page's code (the checkout
 * and pay-for-order pages get `checkout.tsx` instead, includes/Payment/Assets.php).
 */
/**
 * Internal dependencies
 */
import { whenReady } from './loader';

whenReady( null );
