/**
 * The shopper's payment script (handle `vitrine-payment`) of the checkout
 * and pay-for-order pages (§2.4 checkout and pay-now contexts;
 * includes/Payment/Assets.php serves it instead of `main.tsx` there): the
 * contexts of `loader.tsx` and the checkout page's code in one file, so the
 * provider's script and the method events stay one per page.
 */
/**
 * Internal dependencies
 */
import { startCheckoutPage } from './checkout-page';
import { whenReady } from './loader';

whenReady( startCheckoutPage );
