/**
 * The card form behind CardFields and HostedFields: one iframe of the
 * emulator per input, their states by postMessage, and the card attached
 * to an order or a vault setup token (with the 3-D Secure pop-up when the
 * card asks for it).
 */
/**
 * Internal dependencies
 */
import type { FieldState } from './card-state';
import type { Any } from './config';
import { resolveContainer, type Sdk } from './sdk';

/**
 * Card inputs shared by CardFields and HostedFields. As with the
 * provider, each input lives in an iframe of the emulator's origin: the
 * page only hears the fields' states by postMessage, and the card data
 * goes from the frames to the emulator under a session id, never
 * through the shop's page.
 *
 * @param sdk The booted SDK.
 */
export function cardForm( sdk: Sdk ) {
	const { base, json, popup } = sdk;
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
				// A failed challenge still approves the order, as the
				// provider's card fields do: onApprove follows with
				// liabilityShift NO and the shop's server decides from the
				// order's authentication_result. A closed window fails.
				const order = await json(
					`/sdk/orders/${ target.orderID }`
				).catch( () => null );
				if ( order?.status === 'APPROVED' ) {
					return { liabilityShift: 'NO', authenticated: false };
				}
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

/** One card form (cardForm()). */
export type CardForm = ReturnType< typeof cardForm >;
