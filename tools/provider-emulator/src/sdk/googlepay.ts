/**
 * `paypal.Googlepay()` of the emulator's SDK, with the documented shapes
 * (config — throwing when not eligible —, confirmOrder, initiatePayerAction),
 * and the stand-in for Google's `pay.js` served to emulated pages:
 * `google.payments.api.PaymentsClient` with isReadyToPay, createButton and
 * loadPaymentData, which opens the emulator's payment sheet and answers
 * through `paymentDataCallbacks.onPaymentAuthorized`.
 */
/**
 * Internal dependencies
 */
import { MERCHANT_ID } from '../ids';
import {
	emulatorCall,
	WALLET_CARDS,
	walletCard,
	type EmulatorCall,
	type WalletsState,
} from './wallet-sheet-data';
import { openSheet } from './wallet-sheet';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Any = any;

/** What the component needs from the SDK. */
export interface GoogleContext {
	call: EmulatorCall;
	merchantIds: string[];
	clientId: string | null;
	state: () => Promise< WalletsState >;
}

/**
 * The CARD method the provider's config answers.
 *
 * @param merchantId The merchant (tokenization's gatewayMerchantId).
 */
export function googleCardMethod( merchantId: string ) {
	return {
		type: 'CARD',
		parameters: {
			allowedAuthMethods: [ 'PAN_ONLY', 'CRYPTOGRAM_3DS' ],
			allowedCardNetworks: [ 'MASTERCARD', 'DISCOVER', 'VISA', 'AMEX' ],
			billingAddressRequired: true,
			assuranceDetailsRequired: true,
			billingAddressParameters: { format: 'FULL' },
		},
		tokenizationSpecification: {
			type: 'PAYMENT_GATEWAY',
			parameters: {
				gateway: 'paypalppcp',
				gatewayMerchantId: merchantId,
			},
		},
	};
}

/**
 * The component (`paypal.Googlepay()`).
 *
 * @param context The SDK's calls and options.
 */
export function googlepayComponent( context: GoogleContext ) {
	const merchantId = context.merchantIds[ 0 ] || MERCHANT_ID;
	return () => ( {
		async config() {
			const state = await context.state();
			if ( ! state.googlepay.merchant ) {
				throw Object.assign(
					new Error( 'Google Pay is not eligible.' ),
					{
						name: 'NOT_ELIGIBLE',
					}
				);
			}
			return {
				isEligible: true,
				apiVersion: 2,
				apiVersionMinor: 0,
				countryCode: state.merchantCountry,
				allowedPaymentMethods: [ googleCardMethod( merchantId ) ],
				merchantInfo: {
					merchantId,
					merchantOrigin: window.location.hostname,
				},
			};
		},
		confirmOrder( options: {
			orderId?: string;
			paymentMethodData?: Any;
			billingAddress?: Any;
			email?: string;
		} ) {
			return context.call(
				`/sdk/orders/${ encodeURIComponent(
					options?.orderId ?? ''
				) }/confirm-wallet`,
				{
					wallet: 'google_pay',
					token:
						options?.paymentMethodData?.tokenizationData?.token ??
						null,
					card: options?.paymentMethodData?.info ?? null,
					email: options?.email ?? null,
				}
			);
		},
		async initiatePayerAction( options: { orderId?: string } ) {
			const id = encodeURIComponent( options?.orderId ?? '' );
			const order = await context.call( `/sdk/orders/${ id }` );
			const sheet = openSheet( {
				wallet: '3-D Secure',
				merchant: 'Deine Bank',
				amount: String(
					order?.purchase_units?.[ 0 ]?.amount?.value ?? '0'
				),
				currency: String(
					order?.purchase_units?.[ 0 ]?.amount?.currency_code ?? 'EUR'
				),
				cards: [ { id: 'approve', label: 'Zahlung bestätigen' } ],
			} );
			const choice = await sheet.next();
			sheet.close();
			return context.call( `/sdk/orders/${ id }/payer-action`, {
				result: choice === null ? 'cancel' : 'approve',
			} );
		},
	} );
}

/**
 * Why Google would refuse a request (`DEVELOPER_ERROR`), or null.
 *
 * @param request          The request.
 * @param needsTransaction Whether it is loadPaymentData's (with transactionInfo).
 */
export function googleRequestProblem(
	request: Any,
	needsTransaction: boolean
): string | null {
	if ( request?.apiVersion !== 2 ) {
		return 'apiVersion must be 2.';
	}
	const methods = request.allowedPaymentMethods;
	if (
		! Array.isArray( methods ) ||
		! methods.some( ( m: Any ) => m?.type === 'CARD' )
	) {
		return 'allowedPaymentMethods must contain a CARD method.';
	}
	if ( ! needsTransaction ) {
		return null;
	}
	if ( ! methods.every( ( m: Any ) => m?.tokenizationSpecification ) ) {
		return 'tokenizationSpecification is required.';
	}
	const info = request.transactionInfo;
	if ( ! info || typeof info.currencyCode !== 'string' ) {
		return 'transactionInfo.currencyCode is required.';
	}
	if (
		info.totalPriceStatus === 'FINAL' &&
		! /^\d+(\.\d{1,2})?$/.test( String( info.totalPrice ) )
	) {
		return 'transactionInfo.totalPrice must be a decimal for a FINAL price.';
	}
	return null;
}

/**
 * Installs `google.payments.api.PaymentsClient` (the pay.js stand-in).
 *
 * @param win  The page's window.
 * @param base The emulator's origin.
 */
export function installGooglePayments(
	win: Window & { google?: Any },
	base: string
) {
	const call = emulatorCall( base );
	class PaymentsClient {
		private readonly options: Any;

		constructor( options: Any = {} ) {
			this.options = options;
		}

		async isReadyToPay( request: Any ) {
			const problem = googleRequestProblem( request, false );
			if ( problem ) {
				throw { statusCode: 'DEVELOPER_ERROR', statusMessage: problem };
			}
			const state: WalletsState = await call( '/sdk/wallets/config' );
			return { result: state.googlepay.device };
		}

		createButton( options: Any = {} ) {
			const holder = document.createElement( 'div' );
			holder.className = 'gpay-card-info-container-fill';
			const button = document.createElement( 'button' );
			button.type = 'button';
			button.className = `gpay-button ${
				options.buttonColor ?? 'default'
			} ${ options.buttonType ?? 'buy' }`;
			button.lang = options.buttonLocale ?? 'en';
			button.setAttribute( 'aria-label', 'Google Pay' );
			button.textContent = 'Google Pay';
			button.style.cssText =
				'width:100%;min-height:40px;border-radius:4px;border:0;background:#000;color:#fff;font:500 16px/1 sans-serif;cursor:pointer';
			button.addEventListener(
				'click',
				( event ) => options.onClick?.( event )
			);
			holder.append( button );
			return holder;
		}

		prefetchPaymentData() {
			// Nothing to prefetch in the emulator.
		}

		async loadPaymentData( request: Any ) {
			const problem = googleRequestProblem( request, true );
			if ( problem ) {
				throw { statusCode: 'DEVELOPER_ERROR', statusMessage: problem };
			}
			const info = request.transactionInfo;
			const sheet = openSheet( {
				wallet: 'Google Pay',
				merchant: String( request.merchantInfo?.merchantName ?? '' ),
				amount: String( info.totalPrice ?? '0' ),
				currency: String( info.currencyCode ),
				cards: WALLET_CARDS,
			} );
			const authorize = ( request.callbackIntents ?? [] ).includes(
				'PAYMENT_AUTHORIZATION'
			)
				? this.options.paymentDataCallbacks?.onPaymentAuthorized
				: undefined;
			for (;;) {
				const choice = await sheet.next();
				if ( choice === null ) {
					sheet.close();
					throw {
						statusCode: 'CANCELED',
						statusMessage: 'User closed the Payment Request UI.',
					};
				}
				const card = walletCard( choice );
				const data = {
					apiVersion: 2,
					apiVersionMinor: 0,
					email: 'erika@example.org',
					paymentMethodData: {
						type: 'CARD',
						description: `Visa •••• ${ card.id.slice( -4 ) }`,
						info: {
							cardNetwork: card.network,
							cardDetails: card.id.slice( -4 ),
							billingAddress: {
								name: 'Erika Mustermann',
								address1: 'Heidestraße 17',
								locality: 'Köln',
								postalCode: '51147',
								countryCode: 'DE',
							},
						},
						tokenizationData: {
							type: 'PAYMENT_GATEWAY',
							token: JSON.stringify( {
								emulator: true,
								card: card.id,
							} ),
						},
					},
				};
				if ( ! authorize ) {
					sheet.close();
					return data;
				}
				sheet.status( 'Zahlung wird verarbeitet …' );
				let result: Any;
				try {
					result = await authorize( data );
				} catch {
					result = { transactionState: 'ERROR', error: {} };
				}
				if ( result?.transactionState === 'SUCCESS' ) {
					sheet.close();
					return data;
				}
				sheet.error(
					result?.error?.message || 'Die Zahlung ist fehlgeschlagen.'
				);
			}
		}
	}
	win.google = win.google ?? {};
	win.google.payments = win.google.payments ?? {};
	win.google.payments.api = win.google.payments.api ?? {};
	win.google.payments.api.PaymentsClient = PaymentsClient;
}
