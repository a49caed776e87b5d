/**
 * The typed client of the shop calls (§7.2), exported by `@vitrine/store`.
 */
export {
	callShop,
	ShopAjaxError,
	shopperMessage,
	toShopEndpoint,
} from './client';
export type {
	ErrorDetail,
	ShopEndpoint,
	ShopErrorFields,
	ShopErrorKind,
} from './client';
export * as shopApi from './calls';
export * as shippingApi from './shipping';
export type {
	ShippingAddressFields,
	ShippingCart,
	ShippingRoute,
} from './shipping';
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
	Payer,
	ProviderMoney,
	PurchaseUnit,
	ShopCallName,
	SetupTokenAnswer,
	SetupTokenBody,
	ShopCalls,
	SimulatedCart,
} from './types';
