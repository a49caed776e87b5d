/**
 * The emulator SDK's pop-up watcher (§2.6, §4.9): an approval the pop-up
 * posted wins over its close, as in the provider's SDK; a close without a
 * decision is a cancel.
 */
/**
 * Internal dependencies
 */
import {
	CLOSE_GRACE_MS,
	CLOSE_POLL_MS,
	watchPopup,
	type Decision,
} from '../src/sdk/popup-watch';

/** A pop-up stand-in and a way to deliver its messages. */
function fakePopup() {
	const target = { closed: false };
	let deliver: ( ( decision: Decision ) => void ) | null = null;
	let removed = 0;
	const subscribe = ( onDecision: ( decision: Decision ) => void ) => {
		deliver = onDecision;
		return () => {
			removed++;
			deliver = null;
		};
	};
	return {
		target,
		subscribe,
		send: ( decision: Decision ) => deliver?.( decision ),
		removed: () => removed,
	};
}

beforeEach( () => jest.useFakeTimers() );
afterEach( () => jest.useRealTimers() );

test( 'an approval whose message arrives after the poll saw the pop-up closed is an approval, not a cancel', async () => {
	const popup = fakePopup();
	const decided = watchPopup( popup.target, popup.subscribe );
	// The pop-up posts and closes; the poll runs before the message event.
	popup.target.closed = true;
	jest.advanceTimersByTime( CLOSE_POLL_MS );
	popup.send( { type: 'approve', orderID: 'O-1', payerID: 'P-1' } );
	jest.advanceTimersByTime( CLOSE_GRACE_MS * 2 );
	await expect( decided ).resolves.toEqual( {
		type: 'approve',
		orderID: 'O-1',
		payerID: 'P-1',
	} );
	expect( popup.removed() ).toBe( 1 );
} );

test( 'an approval received first is kept when the close is seen later', async () => {
	const popup = fakePopup();
	const decided = watchPopup( popup.target, popup.subscribe );
	popup.send( { type: 'approve', orderID: 'O-2' } );
	popup.target.closed = true;
	jest.advanceTimersByTime( CLOSE_POLL_MS + CLOSE_GRACE_MS );
	await expect( decided ).resolves.toMatchObject( { type: 'approve' } );
} );

test( 'a pop-up closed without a decision is a cancel once the grace period is over', async () => {
	const popup = fakePopup();
	let result: Decision | null = null;
	watchPopup( popup.target, popup.subscribe ).then( ( decision ) => {
		result = decision;
	} );
	jest.advanceTimersByTime( CLOSE_POLL_MS * 5 );
	await Promise.resolve();
	expect( result ).toBeNull();
	popup.target.closed = true;
	jest.advanceTimersByTime( CLOSE_POLL_MS );
	await Promise.resolve();
	expect( result ).toBeNull();
	jest.advanceTimersByTime( CLOSE_GRACE_MS );
	await Promise.resolve();
	expect( result ).toEqual( { type: 'cancel' } );
	// A late message after the cancel changes nothing.
	popup.send( { type: 'approve' } );
	await Promise.resolve();
	expect( result ).toEqual( { type: 'cancel' } );
} );

test( 'a cancel the pop-up posted is a cancel at once', async () => {
	const popup = fakePopup();
	const decided = watchPopup( popup.target, popup.subscribe );
	popup.send( { type: 'cancel', orderID: 'O-3' } );
	await expect( decided ).resolves.toEqual( {
		type: 'cancel',
		orderID: 'O-3',
	} );
	expect( jest.getTimerCount() ).toBe( 0 );
} );
