/**
 * The script of one card field's iframe (the emulator's origin).
 */
/**
 * Internal dependencies
 */
import { cardType } from '../cards';
import { fieldState } from './card-state';
import type { Any } from './config';

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
