/**
 * The shared script (`vitrine-store`, global `vitrine.store`): registers the
 * `vitrine/cart` and `vitrine/payment` stores once per page and carries the
 * REST helpers and the typed shop-call client (§7.2) every block uses. Block bundles import it as `@vitrine/store`,
 * which webpack turns into an external (tools/build/externals.js).
 */
/**
 * WordPress dependencies
 */
import { register } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { cartStore } from './cart';
import { paymentStore } from './payment';

register( cartStore );
register( paymentStore );

export {
	cartStore,
	CART_STORE,
	cartActions,
	cartSelectors,
	cartThunks,
} from './cart';
export type {
	CartItem,
	CartState,
	CartTotalsDisplay,
	ReceivedCart,
	SelectedVariation,
} from './cart';
export {
	callShop,
	ShopAjaxError,
	shippingApi,
	shopApi,
	shopperMessage,
	toShopEndpoint,
} from './api';
export type {
	Approval,
	ApproveOrderBody,
	ApproveSubscriptionBody,
	CartAnswer,
	CartScriptParams,
	CartSummary,
	CheckoutValidation,
	CreatedOrder,
	CreateOrderBody,
	ErrorDetail,
	Payer,
	PurchaseUnit,
	ShippingAddressFields,
	ShippingCart,
	ShippingRoute,
	SetupTokenAnswer,
	SetupTokenBody,
	ShopCallName,
	ShopCalls,
	ShopEndpoint,
	ShopErrorKind,
	SimulatedCart,
} from './api';
export {
	paymentStore,
	PAYMENT_STORE,
	paymentActions,
	paymentSelectors,
	paymentThunks,
	endpointOf,
	WALLET_METHOD,
} from './payment';
export type {
	AjaxEndpoint,
	ButtonStyle,
	CartSimulation,
	GatewayConfig,
	PaymentContext,
	PaymentState,
	PaymentStatus,
	SdkStatus,
} from './payment';
export { extraFields, lineVariations, productLines } from './product-lines';
export type {
	FormField,
	LineVariation,
	ProductLine,
	ProductType,
} from './product-lines';
// The REST layer (§7.3, §8.3) as part of the store script's public API
// (`window.vitrine.store`): other scripts and the e2e rest-layer spec reach
// api-fetch's middlewares through it. Bundled here anyway (shipping.ts).
export {
	configureRest,
	describeRestError,
	restFetch,
	REST_ERROR_CODES,
} from '../shared/rest';
export type { RestError } from '../shared/rest';
