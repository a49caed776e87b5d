/**
 * The emulator's JS SDK, run in the shop's page. The server wraps this
 * module and calls `boot()` with the script element, so that it reads its
 * query (client-id, currency, intent, vault, components, enable-funding,
 * disable-funding, merchant-id) and data attributes (data-namespace,
 * data-merchant-id, data-client-token, data-user-id-token…) the way the
 * provider's script does, and installs `window[namespace]`.
 *
 * The pop-up is a page of the emulator; it talks to this script with
 * postMessage (approve, cancel, shipping option).
 */

/**
 * Internal dependencies
 */
import { readReturn, switchApplies, switchUrl } from './app-switch';
import { watchPopup } from './popup-watch';
import {
	addressChangeData,
	optionsChangeData,
	rejectionText,
} from './shipping';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Any = any;
type Handler = ( ( data: Any, actions: Any ) => Any ) | undefined;

/** FUNDING constants of the provider's SDK. */
export const FUNDING = {
	PAYPAL: 'paypal',
	VENMO: 'venmo',
	APPLEPAY: 'applepay',
	ITAU: 'itau',
	CREDIT: 'credit',
	PAYLATER: 'paylater',
	CARD: 'card',
	IDEAL: 'ideal',
	SEPA: 'sepa',
	BANCONTACT: 'bancontact',
	GIROPAY: 'giropay',
	SOFORT: 'sofort',
	EPS: 'eps',
	MYBANK: 'mybank',
	P24: 'p24',
	BLIK: 'blik',
	TRUSTLY: 'trustly',
	OXXO: 'oxxo',
	BOLETO: 'boleto',
	MERCADOPAGO: 'mercadopago',
	MULTIBANCO: 'multibanco',
	SATISPAY: 'satispay',
	PAIDY: 'paidy',
} as const;

const COMPONENTS = [
	'buttons',
	'messages',
	'marks',
	'card-fields',
	'hosted-fields',
	'funding-eligibility',
	'applepay',
	'googlepay',
];

/**
 * Funding sources a buyer in the shop's currency may see.
 * @param currency
 * @param enable
 * @param disable
 */
function eligibleSources(
	currency: string,
	enable: string[],
	disable: string[]
): string[] {
	const sources: string[] = [ FUNDING.PAYPAL ];
	if (
		enable.includes( FUNDING.PAYLATER ) ||
		[ 'EUR', 'USD', 'GBP', 'AUD' ].includes( currency )
	) {
		sources.push( FUNDING.PAYLATER );
	}
	if ( currency === 'USD' && enable.includes( FUNDING.VENMO ) ) {
		sources.push( FUNDING.VENMO );
	}
	sources.push( FUNDING.CARD );
	for ( const extra of enable ) {
		if ( ! sources.includes( extra ) && extra !== FUNDING.VENMO ) {
			sources.push( extra );
		}
	}
	return sources.filter( ( s ) => ! disable.includes( s ) );
}

const COLORS: Record< string, [ string, string ] > = {
	gold: [ '#ffc439', '#111' ],
	blue: [ '#0070ba', '#fff' ],
	silver: [ '#eee', '#111' ],
	white: [ '#fff', '#111' ],
	black: [ '#000', '#fff' ],
};

const LABELS: Record< string, string > = {
	paypal: 'PayPal',
	checkout: 'PayPal Checkout',
	buynow: 'Jetzt kaufen mit PayPal',
	pay: 'Mit PayPal bezahlen',
	subscribe: 'Mit PayPal abonnieren',
};

const SOURCE_LABELS: Record< string, string > = {
	paylater: 'Später bezahlen',
	card: 'Debit- oder Kreditkarte',
	venmo: 'Venmo',
};

/**
 * Luhn check.
 * @param digits
 */
function luhn( digits: string ): boolean {
	let sum = 0;
	for ( let i = 0; i < digits.length; i++ ) {
		let d = Number( digits[ digits.length - 1 - i ] );
		if ( i % 2 === 1 ) {
			d *= 2;
			if ( d > 9 ) {
				d -= 9;
			}
		}
		sum += d;
	}
	return digits.length > 0 && sum % 10 === 0;
}

/**
 * Card type as the legacy hosted fields name it (§4.10).
 * @param digits
 */
export function cardType( digits: string ): string | null {
	if ( /^3[47]/.test( digits ) ) {
		return 'american-express';
	}
	if ( /^(5[1-5]|2[2-7])/.test( digits ) ) {
		return 'master-card';
	}
	if ( /^4/.test( digits ) ) {
		return 'visa';
	}
	if ( /^6(011|5)/.test( digits ) ) {
		return 'discover';
	}
	return null;
}

interface FieldState {
	isEmpty: boolean;
	isValid: boolean;
	isPotentiallyValid: boolean;
	isFocused: boolean;
}

/**
 * Validity of one card input.
 * @param kind
 * @param value
 * @param focused
 */
function fieldState(
	kind: string,
	value: string,
	focused: boolean
): FieldState {
	const v = value.replace( /\s+/g, '' );
	let valid = false;
	if ( kind === 'number' ) {
		valid = /^\d{13,19}$/.test( v ) && luhn( v );
	} else if ( kind === 'cvv' ) {
		valid = /^\d{3,4}$/.test( v );
	} else if ( kind === 'expiry' ) {
		const m = /^(0[1-9]|1[0-2])\/?(\d{2}|\d{4})$/.exec( v );
		if ( m ) {
			const year = Number( m[ 2 ].length === 2 ? '20' + m[ 2 ] : m[ 2 ] );
			const now = new Date();
			valid =
				year > now.getFullYear() ||
				( year === now.getFullYear() &&
					Number( m[ 1 ] ) >= now.getMonth() + 1 );
		}
	} else {
		valid = true;
	}
	return {
		isEmpty: v === '',
		isValid: valid,
		isPotentiallyValid: valid || v === '' || /^[\d/ ]+$/.test( v ),
		isFocused: focused,
	};
}

/**
 * "MM/YY" → "YYYY-MM" as the REST API wants it.
 * @param value
 */
export function expiryForApi( value: string ): string {
	const m = /^(\d{2})\/?(\d{2,4})$/.exec( value.replace( /\s+/g, '' ) );
	if ( ! m ) {
		return '';
	}
	return `${ m[ 2 ].length === 2 ? '20' + m[ 2 ] : m[ 2 ] }-${ m[ 1 ] }`;
}

function resolveContainer( container: Any ): HTMLElement {
	const element =
		typeof container === 'string'
			? document.querySelector( container )
			: container;
	if ( ! element ) {
		throw new Error(
			`Document is ready and element ${ String(
				container
			) } does not exist`
		);
	}
	return element as HTMLElement;
}

/**
 * Runs inside one card field's iframe (`/sdk/card-field`, the emulator's
 * origin): reports the input's state to the shop's page, answers its
 * commands, and sends the value to the emulator under the form's session
 * when the page submits.
 */
export function cardField(): void {
	const query = new URLSearchParams( location.search );
	const kind = query.get( 'kind' ) ?? '';
	const session = query.get( 'session' ) ?? '';
	const origin = query.get( 'origin' ) ?? '';
	const input = document.querySelector( 'input' ) as HTMLInputElement;
	let focused = false;
	let before = fieldState( kind, '', false );
	const snapshot = () => ( {
		state: fieldState( kind, input.value, focused ),
		cardType:
			kind === 'number'
				? cardType( input.value.replace( /\s+/g, '' ) )
				: undefined,
	} );
	const send = ( type: string, extra: Any = {} ) =>
		window.parent.postMessage(
			{
				source: 'vitrine-card-field',
				session,
				kind,
				type,
				...snapshot(),
				...extra,
			},
			origin
		);
	input.addEventListener( 'input', () => {
		const now = fieldState( kind, input.value, focused );
		send( 'input', {
			emptyChanged: now.isEmpty !== before.isEmpty,
			validityChanged: now.isValid !== before.isValid,
		} );
		before = now;
	} );
	for ( const type of [ 'focus', 'blur' ] ) {
		input.addEventListener( type, () => {
			focused = type === 'focus';
			send( type );
		} );
	}
	window.addEventListener( 'message', async ( event ) => {
		const message = event.data;
		if ( event.source !== window.parent || ! message?.type ) {
			return;
		}
		if ( message.type === 'store' ) {
			await fetch(
				`/sdk/card-sessions/${ encodeURIComponent( session ) }`,
				{
					method: 'POST',
					headers: { 'Content-Type': 'application/json' },
					body: JSON.stringify( { kind, value: input.value } ),
				}
			);
		} else if ( message.type === 'focus' ) {
			input.focus();
		} else if ( message.type === 'clear' ) {
			input.value = '';
			before = fieldState( kind, '', focused );
		} else if ( message.type === 'addClass' ) {
			input.classList.add( message.value );
		} else if ( message.type === 'removeClass' ) {
			input.classList.remove( message.value );
		} else if (
			message.type === 'setAttribute' &&
			/^(aria-[a-z]+|placeholder)$/.test( message.name )
		) {
			input.setAttribute( message.name, message.value );
		}
		send( 'answer', { id: message.id } );
	} );
}

/**
 * Boots the SDK from its script element.
 *
 * @param script The script element that loaded the SDK.
 * @param base   Base URL of the emulator.
 */
export function boot( script: HTMLScriptElement | null, base: string ): void {
	const src = new URL( script?.src ?? base + '/sdk/js' );
	const query = src.searchParams;
	const attr = ( name: string ) => script?.getAttribute( name ) ?? null;
	const namespace = attr( 'data-namespace' ) || 'paypal';
	const list = ( name: string ) =>
		( query.get( name ) ?? '' ).split( ',' ).filter( Boolean );
	const components = list( 'components' ).length
		? list( 'components' )
		: [ 'buttons' ];
	const currency = query.get( 'currency' ) ?? 'USD';
	const intent = ( query.get( 'intent' ) ?? 'capture' ).toLowerCase();
	const vault = query.get( 'vault' ) === 'true';
	const merchantIds =
		query.get( 'merchant-id' ) === '*'
			? ( attr( 'data-merchant-id' ) ?? '' ).split( ',' )
			: list( 'merchant-id' );
	const sources = eligibleSources(
		currency,
		list( 'enable-funding' ),
		list( 'disable-funding' )
	);

	/**
	 * A call of the SDK to the provider: GET, or POST with a JSON body.
	 * An error answer rejects with the provider's error (name, details…),
	 * as the provider's SDK does.
	 *
	 * @param path Path on the emulator.
	 * @param body Body to POST (GET when absent).
	 */
	async function json( path: string, body?: unknown ): Promise< Any > {
		const response = await fetch( base + path, {
			method: body === undefined ? 'GET' : 'POST',
			headers:
				body === undefined
					? {}
					: { 'Content-Type': 'application/json' },
			body: body === undefined ? undefined : JSON.stringify( body ),
		} );
		const answer = await response.json();
		if ( ! response.ok ) {
			throw Object.assign(
				new Error( answer.message ?? String( response.status ) ),
				answer
			);
		}
		return answer;
	}

	/**
	 * Opens the emulator's pop-up and resolves with the payer's decision.
	 * @param win
	 * @param path
	 * @param onShipping
	 */
	function popup(
		win: Window | null,
		path: string,
		onShipping?: (
			data: Any
		) => Promise< { ok: boolean; message?: string } >
	): Promise< Any > {
		const target =
			win ??
			window.open(
				'about:blank',
				'vitrine-emulator-popup',
				'width=480,height=640'
			);
		if ( ! target ) {
			return Promise.reject( new Error( 'Popup blocked' ) );
		}
		const url = new URL( base + path );
		url.searchParams.set( 'origin', window.location.origin );
		target.location.href = url.href;
		// A decision posted by the pop-up wins over its close (popup-watch.ts).
		return watchPopup( target, ( onDecision ) => {
			const listen = async ( event: MessageEvent ) => {
				const data = event.data;
				if (
					event.origin !== new URL( base ).origin ||
					! data ||
					data.source !== 'vitrine-provider-emulator'
				) {
					return;
				}
				if (
					( data.type === 'shipping-option' ||
						data.type === 'shipping-address' ) &&
					onShipping
				) {
					const answer = await onShipping( data ).catch( () => ( {
						ok: false,
					} ) );
					( event.source as Window | null )?.postMessage(
						{
							source: 'vitrine-provider-emulator',
							type: 'shipping-result',
							...answer,
						},
						event.origin
					);
					return;
				}
				if ( data.type === 'approve' || data.type === 'cancel' ) {
					onDecision( data );
				}
			};
			window.addEventListener( 'message', listen );
			return () => window.removeEventListener( 'message', listen );
		} );
	}

	function Buttons( options: Any = {} ) {
		const fundingSource: string | undefined = options.fundingSource;
		const style = options.style ?? {};
		let rendered: HTMLElement | null = null;
		let enabled = true;
		const isEligible = () =>
			fundingSource === undefined || sources.includes( fundingSource );

		const invoke = async ( handler: Handler, data: Any, actions: Any ) =>
			handler ? handler( data, actions ) : undefined;

		/**
		 * The actions onApprove gets.
		 *
		 * @param approveData orderID or subscriptionID.
		 * @param restart     actions.restart().
		 */
		function approveActions(
			approveData: Any,
			restart: () => Promise< void >
		) {
			return {
				redirect: ( url: string ) => {
					window.location.href = url;
				},
				restart,
				order: {
					get: () => json( `/sdk/orders/${ approveData.orderID }` ),
					capture: () =>
						json(
							`/sdk/orders/${ approveData.orderID }/capture`,
							{}
						),
					authorize: () =>
						json(
							`/sdk/orders/${ approveData.orderID }/authorize`,
							{}
						),
				},
				subscription: {
					get: () =>
						json(
							`/sdk/subscriptions/${ approveData.subscriptionID }`
						),
				},
			};
		}

		/**
		 * A shipping change in the pop-up, handed to the shop's callback in
		 * the provider's shapes; a reject() keeps the payer's previous choice
		 * and shows the error in the pop-up.
		 *
		 * @param orderID Provider order id.
		 * @param data    The pop-up's message (option, or address + amount).
		 */
		async function shippingChange(
			orderID: string,
			data: Any
		): Promise< { ok: boolean; message?: string } > {
			const address = data.type === 'shipping-address';
			const handler: Handler = address
				? options.onShippingAddressChange
				: options.onShippingOptionsChange;
			if ( ! handler ) {
				return { ok: true };
			}
			let rejected: { given: unknown } | null = null;
			await handler(
				address
					? addressChangeData( orderID, data.amount, data.address )
					: optionsChangeData( orderID, data.option ),
				{
					reject: ( given?: unknown ) => {
						rejected = { given };
						return Promise.resolve();
					},
				}
			);
			const refusal = rejected as { given: unknown } | null;
			return refusal
				? {
						ok: false,
						message: rejectionText(
							address ? 'address' : 'option',
							refusal.given
						),
				  }
				: { ok: true };
		}

		/**
		 * App switch: the order is created, then the tab itself goes to the
		 * approval page, which sends it back to this page with the result
		 * in the hash (see app-switch.ts).
		 *
		 * @param source Funding source.
		 */
		async function switchAway( source: string ): Promise< void > {
			const id = await options.createOrder(
				{ paymentSource: source },
				{
					order: {
						create: () =>
							Promise.reject(
								new Error( 'Not supported by the emulator' )
							),
					},
				}
			);
			if ( typeof id !== 'string' || ! id ) {
				throw new Error( 'Expected an order id to be passed' );
			}
			const session = `uid_${ Math.random()
				.toString( 36 )
				.slice( 2, 12 ) }`;
			window.location.href = switchUrl(
				base,
				id,
				source,
				window.location.href,
				session,
				Date.now()
			);
		}

		/**
		 * buttons.resume(): the result of a switch, from the hash, into
		 * onApprove (the order must be approved at the provider), onCancel
		 * or onError. actions.restart() does not combine with app switch.
		 */
		async function resume(): Promise< void > {
			const back = readReturn( window.location.hash );
			if ( ! back ) {
				return;
			}
			const approveData = { orderID: back.token };
			try {
				if ( back.kind === 'onCancel' ) {
					await invoke( options.onCancel, approveData, {} );
					return;
				}
				if ( back.kind === 'onError' ) {
					throw new Error( 'The payer could not approve the order' );
				}
				const order = await json( `/sdk/orders/${ back.token }` );
				if ( ! [ 'APPROVED', 'COMPLETED' ].includes( order.status ) ) {
					throw new Error(
						`Order ${ back.token } is ${ order.status }, not approved`
					);
				}
				await invoke(
					options.onApprove,
					{
						...approveData,
						payerID: back.payerID,
						paymentID: null,
						billingToken: null,
						facilitatorAccessToken: 'A21AA-emulator',
						paymentSource: 'paypal',
					},
					approveActions( approveData, () =>
						Promise.reject(
							new Error(
								'actions.restart() is not supported with app switch'
							)
						)
					)
				);
			} catch ( error ) {
				if ( options.onError ) {
					options.onError( error );
				} else {
					throw error;
				}
			}
		}

		/**
		 * A click on a button, or actions.restart() after a failed approval.
		 *
		 * @param source    Funding source.
		 * @param restarted From actions.restart(): no click, so no onClick.
		 */
		async function pay(
			source: string,
			restarted = false
		): Promise< void > {
			const call = async ( handler: Handler, data: Any, actions: Any ) =>
				handler ? handler( data, actions ) : undefined;
			let win: Window | null = null;
			try {
				let proceed = true;
				await call(
					restarted ? undefined : options.onClick,
					{ fundingSource: source },
					{
						resolve: () => Promise.resolve(),
						reject: () => {
							proceed = false;
							return Promise.resolve();
						},
					}
				).then( ( r: unknown ) => {
					if ( r === false ) {
						proceed = false;
					}
				} );
				if ( ! proceed || ! enabled ) {
					return;
				}
				if ( switchApplies( options, source ) ) {
					await switchAway( source );
					return;
				}
				// Opened right away, as the provider's SDK does, so that no
				// pop-up blocker stops it; its address follows.
				win = window.open(
					'about:blank',
					'vitrine-emulator-popup',
					'width=480,height=640'
				);
				let path: string;
				let approveData: Any;
				if ( options.createVaultSetupToken ) {
					const token = await options.createVaultSetupToken( {
						paymentSource: source,
					} );
					path = `/agreements/approve?approval_session_id=${ encodeURIComponent(
						token
					) }`;
					approveData = { vaultSetupToken: token };
				} else if ( options.createSubscription ) {
					if ( intent !== 'subscription' || ! vault ) {
						// As the provider's SDK: subscriptions need both.
						throw new Error(
							'Use intent=subscription and vault=true with createSubscription'
						);
					}
					const id = await options.createSubscription(
						{ paymentSource: source },
						{
							subscription: {
								create: ( body: Any ) =>
									json( '/sdk/subscriptions', body ).then(
										( created ) => created.id
									),
							},
						}
					);
					if ( typeof id !== 'string' || ! id ) {
						throw new Error(
							'Expected a subscription id to be passed'
						);
					}
					path = `/checkoutnow?subscription=${ encodeURIComponent(
						id
					) }`;
					approveData = { subscriptionID: id, orderID: id };
				} else {
					const id = await options.createOrder?.(
						{ paymentSource: source },
						{
							order: {
								create: () =>
									Promise.reject(
										new Error(
											'Not supported by the emulator'
										)
									),
							},
						}
					);
					if ( typeof id !== 'string' || ! id ) {
						throw new Error( 'Expected an order id to be passed' );
					}
					path = `/checkoutnow?token=${ encodeURIComponent(
						id
					) }&fundingSource=${ source }`;
					approveData = { orderID: id };
				}
				const result = await popup( win, path, ( data ) =>
					shippingChange( approveData.orderID, data )
				);
				if ( result.type === 'cancel' ) {
					await call( options.onCancel, approveData, {} );
					return;
				}
				await call(
					options.onApprove,
					{
						...approveData,
						payerID: result.payerID ?? null,
						paymentID: null,
						billingToken: null,
						facilitatorAccessToken: 'A21AA-emulator',
						paymentSource: source,
					},
					approveActions( approveData, () => pay( source, true ) )
				);
			} catch ( error ) {
				win?.close();
				if ( options.onError ) {
					options.onError( error );
				} else {
					throw error;
				}
			}
		}

		return {
			isEligible,
			render( container: Any ): Promise< void > {
				try {
					if ( ! isEligible() ) {
						throw new Error(
							`Funding source ${ fundingSource } is not eligible`
						);
					}
					const height = style.height ?? 45;
					if ( height < 25 || height > 55 ) {
						throw new Error(
							`Expected style.height to be between 25px and 55px - got ${ height }px`
						);
					}
					const element = resolveContainer( container );
					const wrap = document.createElement( 'div' );
					wrap.className = 'paypal-buttons vitrine-emulator-buttons';
					wrap.dataset.namespace = namespace;
					const shown = fundingSource
						? [ fundingSource ]
						: sources.filter( ( s ) =>
								[
									'paypal',
									'paylater',
									'card',
									'venmo',
								].includes( s )
						  );
					for ( const source of shown ) {
						const button = document.createElement( 'button' );
						button.type = 'button';
						button.dataset.fundingSource = source;
						const [ bg, fg ] =
							COLORS[
								source === 'paypal' || source === 'paylater'
									? style.color ?? 'gold'
									: 'black'
							] ?? COLORS.gold;
						const radius =
							{ pill: `${ height / 2 }px`, sharp: '0' }[
								style.shape as string
							] ?? '4px';
						button.style.cssText = `display:block;width:100%;height:${ height }px;margin:0 0 ${ Math.max(
							11,
							Math.round( height * 0.3 )
						) }px;border:0;border-radius:${ radius };background:${ bg };color:${ fg };font:600 16px sans-serif;cursor:pointer`;
						button.textContent =
							source === 'paypal'
								? LABELS[ style.label ?? 'paypal' ] ?? 'PayPal'
								: SOURCE_LABELS[ source ] ?? source;
						button.addEventListener( 'click', () => {
							pay( source );
						} );
						wrap.appendChild( button );
					}
					element.appendChild( wrap );
					rendered = wrap;
					options.onInit?.(
						{},
						{
							enable: () => {
								enabled = true;
								return Promise.resolve();
							},
							disable: () => {
								enabled = false;
								return Promise.resolve();
							},
						}
					);
					return Promise.resolve();
				} catch ( error ) {
					return Promise.reject( error );
				}
			},
			close(): Promise< void > {
				rendered?.remove();
				rendered = null;
				return Promise.resolve();
			},
			updateProps( props: Any ): Promise< void > {
				Object.assign( options, props );
				return Promise.resolve();
			},
			hasReturned: () => readReturn( window.location.hash ) !== null,
			resume: () => {
				resume().catch( () => undefined );
			},
		};
	}

	function Messages( options: Any = {} ) {
		return {
			render( container: Any ): Promise< void > {
				const elements =
					typeof container === 'string'
						? Array.from(
								document.querySelectorAll< HTMLElement >(
									container
								)
						  )
						: [ container as HTMLElement ];
				if ( ! elements.length || ! elements[ 0 ] ) {
					return Promise.reject(
						new Error(
							`Element ${ String( container ) } not found`
						)
					);
				}
				const amount = Number( options.amount ?? 0 );
				const fmt = ( n: number ) =>
					new Intl.NumberFormat( 'de-DE', {
						style: 'currency',
						currency,
					} ).format( n );
				for ( const element of elements ) {
					element.innerHTML = '';
					const message = document.createElement( 'div' );
					message.className = 'vitrine-emulator-message';
					message.dataset.ppPlacement = options.placement ?? '';
					message.dataset.ppLayout = options.style?.layout ?? 'text';
					message.style.color = options.style?.text?.color ?? 'black';
					message.textContent =
						amount >= 99 && amount <= 5000
							? `Bezahle in 3 Raten zu je ${ fmt(
									Math.ceil( ( amount / 3 ) * 100 ) / 100
							  ) } mit PayPal.`
							: 'Bezahle nach 30 Tagen mit PayPal.';
					element.appendChild( message );
				}
				options.onRender?.();
				return Promise.resolve();
			},
		};
	}

	/**
	 * Card inputs shared by CardFields and HostedFields. As with the
	 * provider, each input lives in an iframe of the emulator's origin: the
	 * page only hears the fields' states by postMessage, and the card data
	 * goes from the frames to the emulator under a session id, never
	 * through the shop's page.
	 */
	function cardForm() {
		const session = `CS-${ Date.now().toString( 36 ) }${ Math.random()
			.toString( 36 )
			.slice( 2, 10 ) }`;
		const frames: Record< string, HTMLIFrameElement > = {};
		const states: Record< string, FieldState > = {};
		let type: string | null = null;
		const listeners: Record< string, Array< ( e: Any ) => void > > = {};
		const waiting = new Map< number, ( data: Any ) => void >();
		let asked = 0;
		const emit = ( name: string, event: Any ) =>
			( listeners[ name ] ?? [] ).forEach( ( fn ) => fn( event ) );
		const state = () => ( { ...states } );
		window.addEventListener( 'message', ( event ) => {
			const data = event.data;
			if (
				event.origin !== new URL( base ).origin ||
				! data ||
				data.source !== 'vitrine-card-field' ||
				data.session !== session
			) {
				return;
			}
			const kind: string = data.kind;
			if ( data.state ) {
				states[ kind ] = data.state;
			}
			if ( kind === 'number' && data.state ) {
				type = data.cardType ?? null;
			}
			if ( typeof data.id === 'number' && waiting.has( data.id ) ) {
				waiting.get( data.id )?.( data );
				waiting.delete( data.id );
				return;
			}
			const fields = state();
			if ( data.type === 'input' ) {
				const change = { emittedBy: kind, fields };
				if ( data.emptyChanged ) {
					emit( data.state.isEmpty ? 'empty' : 'notEmpty', change );
				}
				if ( data.validityChanged ) {
					emit( 'validityChange', change );
				}
				if ( kind === 'number' ) {
					emit( 'cardTypeChange', {
						...change,
						cards: type ? [ { type } ] : [],
					} );
				}
				emit( 'change', change );
			} else if ( data.type === 'focus' || data.type === 'blur' ) {
				emit( data.type, { emittedBy: kind, fields } );
			}
		} );
		/**
		 * A message to one field's frame, and its answer.
		 *
		 * @param kind    Field.
		 * @param message Command (state, store, focus, clear, addClass…).
		 */
		function ask( kind: string, message: Any ): Promise< Any > {
			const frame = frames[ kind ];
			if ( ! frame?.contentWindow ) {
				return Promise.resolve( {} );
			}
			const id = ++asked;
			return new Promise( ( resolve ) => {
				waiting.set( id, resolve );
				frame.contentWindow?.postMessage(
					{ ...message, id },
					new URL( base ).origin
				);
			} );
		}
		/** Fresh states from every frame (answers follow earlier input). */
		async function current(): Promise< Record< string, FieldState > > {
			await Promise.all(
				Object.keys( frames ).map( ( kind ) =>
					ask( kind, { type: 'state' } )
				)
			);
			return state();
		}
		function input(
			kind: string,
			container: Any,
			placeholder: string
		): Promise< void > {
			const element = resolveContainer( container );
			const frame = document.createElement( 'iframe' );
			const params = new URLSearchParams( {
				kind,
				session,
				placeholder,
				origin: location.origin,
			} );
			frame.src = `${ base }/sdk/card-field?${ params }`;
			frame.title = placeholder;
			frame.className = `vitrine-emulator-card-${ kind }`;
			frame.style.cssText =
				'display:block;width:100%;height:44px;border:0;margin:0';
			const ready = new Promise< void >( ( resolve ) => {
				const id = ++asked;
				waiting.set( id, () => resolve() );
				frame.addEventListener(
					'load',
					() =>
						frame.contentWindow?.postMessage(
							{ type: 'state', id },
							new URL( base ).origin
						)
				);
			} );
			element.appendChild( frame );
			frames[ kind ] = frame;
			return ready;
		}
		function remove( kind: string ): void {
			frames[ kind ]?.remove();
			delete frames[ kind ];
			delete states[ kind ];
		}
		async function attach(
			target: { orderID?: string; vaultSetupToken?: string },
			contingencies: string[],
			name: string
		): Promise< Any > {
			// Each frame sends its value to the emulator under the session.
			await Promise.all(
				Object.keys( frames ).map( ( kind ) =>
					ask( kind, { type: 'store' } )
				)
			);
			const path = target.vaultSetupToken
				? `/sdk/setup-tokens/${ target.vaultSetupToken }/card`
				: `/sdk/orders/${ target.orderID }/card`;
			const body = await json( path, {
				session,
				name: name || undefined,
				verification: contingencies.find( ( c ) =>
					[ 'SCA_ALWAYS', 'SCA_WHEN_REQUIRED' ].includes( c )
				),
			} ).catch( ( error: Any ) => {
				throw Object.assign(
					new Error( error.details?.[ 0 ]?.issue ?? error.name ),
					{ details: error.details }
				);
			} );
			if ( body.status === 'PAYER_ACTION_REQUIRED' ) {
				const result = await popup(
					null,
					`/checkoutnow?token=${ target.orderID }&flow=3ds`
				);
				if ( result.type !== 'approve' ) {
					throw new Error( '3D Secure authentication failed' );
				}
				return { liabilityShift: 'POSSIBLE', authenticated: true };
			}
			return { liabilityShift: 'NO', authenticated: false };
		}
		return {
			frames,
			input,
			remove,
			current,
			attach,
			ask,
			cardType: () => type,
			on( name: string, fn: ( e: Any ) => void ) {
				( listeners[ name ] ??= [] ).push( fn );
			},
		};
	}

	function CardFields( options: Any = {} ) {
		const form = cardForm();
		const field =
			( kind: string, placeholder: string ) =>
			( fieldOptions: Any = {} ) => {
				const command = ( type: string, value?: string ) =>
					form.ask( kind, { type, value } ).then( () => undefined );
				return {
					render: ( container: Any ) => {
						try {
							return form.input(
								kind,
								container,
								fieldOptions.placeholder ?? placeholder
							);
						} catch ( error ) {
							return Promise.reject( error );
						}
					},
					clear: () => command( 'clear' ),
					focus: () => command( 'focus' ),
					addClass: ( c: string ) => command( 'addClass', c ),
					removeClass: ( c: string ) => command( 'removeClass', c ),
					setAttribute: ( a: string, v: string ) =>
						form
							.ask( kind, {
								type: 'setAttribute',
								name: a,
								value: v,
							} )
							.then( () => undefined ),
					close: () => {
						form.remove( kind );
						return Promise.resolve();
					},
				};
			};
		const getState = async () => {
			const fields = await form.current();
			const type = form.cardType();
			const named = {
				cardNumberField: fields.number,
				cardCvvField: fields.cvv,
				cardExpiryField: fields.expiry,
				cardNameField: fields.name,
			};
			const errors = Object.entries( named )
				.filter( ( [ , f ] ) => f && ! f.isValid )
				.map( ( [ key ] ) =>
					key
						.replace( /^card(\w+)Field$/, 'INVALID_$1' )
						.toUpperCase()
				);
			return {
				cards: type ? [ { type } ] : [],
				emittedBy: '',
				isFormValid: errors.length === 0,
				errors,
				fields: named,
			};
		};
		return {
			isEligible: () => components.includes( 'card-fields' ),
			NumberField: field( 'number', 'Kartennummer' ),
			CVVField: field( 'cvv', 'Prüfnummer' ),
			ExpiryField: field( 'expiry', 'MM/JJ' ),
			NameField: field( 'name', 'Name auf der Karte' ),
			getState,
			async submit( submitOptions: Any = {} ): Promise< void > {
				const state = await getState();
				if ( ! state.isFormValid ) {
					throw new Error( 'INVALID_PAYMENT_DETAILS' );
				}
				try {
					let target: { orderID?: string; vaultSetupToken?: string };
					if ( options.createVaultSetupToken ) {
						target = {
							vaultSetupToken:
								await options.createVaultSetupToken(),
						};
					} else {
						target = { orderID: await options.createOrder() };
					}
					const result = await form.attach(
						target,
						submitOptions.contingencies ?? [],
						submitOptions.cardholderName ?? ''
					);
					await options.onApprove?.( { ...target, ...result } );
				} catch ( error ) {
					options.onError?.( error );
					throw error;
				}
			},
		};
	}

	const HostedFields = {
		isEligible: () =>
			components.includes( 'hosted-fields' ) &&
			!! attr( 'data-client-token' ),
		render( options: Any = {} ): Promise< Any > {
			try {
				const form = cardForm();
				const f = options.fields ?? {};
				const rendered = Promise.all( [
					form.input(
						'number',
						f.number?.selector,
						f.number?.placeholder ?? ''
					),
					form.input(
						'cvv',
						f.cvv?.selector,
						f.cvv?.placeholder ?? ''
					),
					form.input(
						'expiry',
						f.expirationDate?.selector,
						f.expirationDate?.placeholder ?? ''
					),
				] );
				const legacyState = async () => {
					const s = await form.current();
					const type = form.cardType();
					return {
						cards: type
							? [
									{
										type,
										niceType: type,
										code: {
											name:
												type === 'american-express'
													? 'CID'
													: 'CVV',
											size:
												type === 'american-express'
													? 4
													: 3,
										},
									},
							  ]
							: [],
						fields: {
							number: s.number,
							cvv: s.cvv,
							expirationDate: s.expiry,
						},
					};
				};
				return rendered.then( () => ( {
					on: form.on,
					getState: legacyState,
					async submit( submitOptions: Any = {} ) {
						const s = await legacyState();
						if (
							! Object.values( s.fields ).every(
								( x ) => x.isValid
							)
						) {
							throw new Error( 'HOSTED_FIELDS_FIELDS_INVALID' );
						}
						const orderID = await options.createOrder();
						const result = await form.attach(
							{ orderID },
							submitOptions.contingencies ?? [],
							submitOptions.cardholderName ?? ''
						);
						return {
							orderId: orderID,
							liabilityShift: result.liabilityShift,
							liabilityShifted: result.authenticated,
							authenticationReason: result.authenticated
								? 'SUCCESSFUL'
								: undefined,
							authenticationStatus: result.authenticated
								? 'YES'
								: undefined,
						};
					},
					teardown: () => {
						Object.keys( form.frames ).forEach( form.remove );
						return Promise.resolve();
					},
				} ) );
			} catch ( error ) {
				return Promise.reject( error );
			}
		},
	};

	const api: Record< string, unknown > = {
		version: '5.0.0-vitrine-emulator',
		FUNDING,
		getFundingSources: () => [ ...sources ],
		isFundingEligible: ( source: string ) => sources.includes( source ),
		rememberFunding: () => undefined,
		getCorrelationID: () => 'emulator',
		__emulator: {
			base,
			currency,
			intent,
			vault,
			components,
			merchantIds,
			namespace,
			clientId: query.get( 'client-id' ),
			userIdToken: attr( 'data-user-id-token' ),
			partnerAttributionId: attr( 'data-partner-attribution-id' ),
		},
	};
	if ( components.includes( 'buttons' ) ) {
		api.Buttons = Buttons;
		api.Marks = ( options: Any = {} ) => ( {
			isEligible: () =>
				! options.fundingSource ||
				sources.includes( options.fundingSource ),
			render: ( container: Any ) => {
				resolveContainer( container ).textContent = 'PayPal';
				return Promise.resolve();
			},
		} );
	}
	if ( components.includes( 'messages' ) ) {
		api.Messages = Messages;
	}
	if ( components.includes( 'card-fields' ) ) {
		api.CardFields = CardFields;
	}
	if ( components.includes( 'hosted-fields' ) ) {
		api.HostedFields = HostedFields;
	}
	( window as Any )[ namespace ] = api;
}

/** Components the script accepts (others make it answer 400). */
export const KNOWN_COMPONENTS = COMPONENTS;

/** The modules browser.ts imports, served with it in one script. */
export const SDK_MODULES = [ 'app-switch', 'popup-watch', 'shipping' ];
