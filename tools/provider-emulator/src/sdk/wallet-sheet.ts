/**
 * The emulator's payment sheet of the mobile wallets' stand-ins (Apple's
 * and Google's sheets are browser or OS dialogs a test cannot drive): a
 * modal dialog in the shop's page, German, keyboard-operable — focus moves
 * into it and stays there (Tab cycles), Escape cancels, focus returns to
 * where it was when it closes. It shows the merchant, the total and the
 * test cards; the stand-ins decide what a choice means.
 */

/** A card the sheet offers. */
export interface SheetCard {
	id: string;
	label: string;
}

/** What the sheet shows. */
export interface SheetOptions {
	/** Apple Pay or Google Pay. */
	wallet: string;
	merchant: string;
	/** Decimal string ("24.90"). */
	amount: string;
	currency: string;
	cards: SheetCard[];
}

/** The payer's decision: a card id, or null (cancelled). */
export type SheetChoice = string | null;

/** An open sheet. */
export interface Sheet {
	/** The next decision (Pay with a card, or Cancel/Escape). */
	next: () => Promise< SheetChoice >;
	/** Pay is offered (after the merchant check) or not. */
	enable: ( enabled: boolean ) => void;
	/** A status line ("Zahlung wird verarbeitet …"). */
	status: ( text: string ) => void;
	/** An error line; Pay is offered again. */
	error: ( text: string ) => void;
	/** Closes the sheet. */
	close: () => void;
	/** The dialog element (tests). */
	element: HTMLElement;
}

const STYLE_ID = 'emulator-wallet-sheet-style';

const CSS = `.emulator-wallet-sheet-backdrop{position:fixed;inset:0;background:rgba(0,0,0,.45);z-index:2147483646;display:flex;align-items:flex-end;justify-content:center}
.emulator-wallet-sheet{background:#fff;color:#111;font:16px/1.4 system-ui,sans-serif;width:min(28rem,100%);border-radius:12px 12px 0 0;padding:1rem 1.25rem 1.25rem;box-shadow:0 -4px 24px rgba(0,0,0,.3)}
.emulator-wallet-sheet h2{font-size:1.15rem;margin:0 0 .5rem}
.emulator-wallet-sheet fieldset{border:1px solid #ccc;border-radius:6px;margin:.75rem 0;padding:.5rem .75rem}
.emulator-wallet-sheet label{display:block;padding:.2rem 0}
.emulator-wallet-sheet button{font:inherit;padding:.6rem 1rem;margin:.5rem .5rem 0 0;border-radius:6px;cursor:pointer;border:1px solid #111}
.emulator-wallet-sheet .emulator-wallet-sheet__pay{background:#111;color:#fff}
.emulator-wallet-sheet button:focus-visible,.emulator-wallet-sheet input:focus-visible{outline:3px solid #1a73e8;outline-offset:2px}
.emulator-wallet-sheet__error{color:#b00020}`;

/**
 * An amount in German ("24,90 €").
 *
 * @param amount   Decimal string.
 * @param currency ISO 4217 code.
 */
export function germanAmount( amount: string, currency: string ): string {
	try {
		return new Intl.NumberFormat( 'de-DE', {
			style: 'currency',
			currency,
		} ).format( Number( amount ) );
	} catch {
		return `${ amount } ${ currency }`;
	}
}

/**
 * Opens the sheet.
 *
 * @param options What it shows.
 * @param doc     The page.
 */
export function openSheet(
	options: SheetOptions,
	doc: Document = document
): Sheet {
	if ( ! doc.getElementById( STYLE_ID ) ) {
		const style = doc.createElement( 'style' );
		style.id = STYLE_ID;
		style.textContent = CSS;
		doc.head.append( style );
	}
	const before = doc.activeElement as HTMLElement | null;
	const backdrop = doc.createElement( 'div' );
	backdrop.className = 'emulator-wallet-sheet-backdrop';
	const dialog = doc.createElement( 'div' );
	dialog.className = 'emulator-wallet-sheet';
	dialog.setAttribute( 'role', 'dialog' );
	dialog.setAttribute( 'aria-modal', 'true' );
	dialog.setAttribute( 'lang', 'de' );
	const heading = doc.createElement( 'h2' );
	heading.id = 'emulator-wallet-sheet-title';
	heading.textContent = `${ options.wallet } (Emulator)`;
	dialog.setAttribute( 'aria-labelledby', heading.id );
	const merchant = doc.createElement( 'p' );
	merchant.textContent = `Zahlung an ${ options.merchant }`;
	const total = doc.createElement( 'p' );
	total.className = 'emulator-wallet-sheet__total';
	total.textContent = `Gesamt: ${ germanAmount(
		options.amount,
		options.currency
	) }`;
	const cards = doc.createElement( 'fieldset' );
	const legend = doc.createElement( 'legend' );
	legend.textContent = 'Karte';
	cards.append( legend );
	options.cards.forEach( ( card, index ) => {
		const label = doc.createElement( 'label' );
		const radio = doc.createElement( 'input' );
		radio.type = 'radio';
		radio.name = 'emulator-wallet-card';
		radio.value = card.id;
		radio.checked = index === 0;
		label.append( radio, ` ${ card.label }` );
		cards.append( label );
	} );
	const status = doc.createElement( 'p' );
	status.setAttribute( 'role', 'status' );
	const error = doc.createElement( 'p' );
	error.className = 'emulator-wallet-sheet__error';
	error.setAttribute( 'role', 'alert' );
	const pay = doc.createElement( 'button' );
	pay.type = 'button';
	pay.className = 'emulator-wallet-sheet__pay';
	pay.textContent = 'Bezahlen';
	const cancel = doc.createElement( 'button' );
	cancel.type = 'button';
	cancel.textContent = 'Abbrechen';
	dialog.append(
		heading,
		merchant,
		total,
		cards,
		status,
		error,
		pay,
		cancel
	);
	backdrop.append( dialog );
	doc.body.append( backdrop );

	let waiting: ( ( choice: SheetChoice ) => void ) | null = null;
	const decide = ( choice: SheetChoice ) => {
		const resolve = waiting;
		waiting = null;
		resolve?.( choice );
	};
	pay.addEventListener( 'click', () => {
		if ( pay.disabled ) {
			return;
		}
		const chosen = dialog.querySelector< HTMLInputElement >(
			'input[name="emulator-wallet-card"]:checked'
		);
		pay.disabled = true;
		error.textContent = '';
		decide( chosen?.value ?? options.cards[ 0 ]?.id ?? '' );
	} );
	cancel.addEventListener( 'click', () => decide( null ) );
	dialog.addEventListener( 'keydown', ( event ) => {
		if ( event.key === 'Escape' ) {
			event.preventDefault();
			decide( null );
			return;
		}
		if ( event.key !== 'Tab' ) {
			return;
		}
		// Focus stays in the dialog.
		const focusable = Array.from(
			dialog.querySelectorAll< HTMLElement >( 'input, button' )
		).filter( ( el ) => ! ( el as HTMLButtonElement ).disabled );
		const first = focusable[ 0 ];
		const last = focusable[ focusable.length - 1 ];
		if ( event.shiftKey && doc.activeElement === first ) {
			event.preventDefault();
			last?.focus();
		} else if ( ! event.shiftKey && doc.activeElement === last ) {
			event.preventDefault();
			first?.focus();
		}
	} );
	pay.focus();

	return {
		element: dialog,
		next: () =>
			new Promise< SheetChoice >( ( resolve ) => {
				waiting = resolve;
			} ),
		enable( enabled ) {
			pay.disabled = ! enabled;
			if ( enabled ) {
				pay.focus();
			}
		},
		status( text ) {
			status.textContent = text;
		},
		error( text ) {
			status.textContent = '';
			error.textContent = text;
			pay.disabled = false;
			pay.focus();
		},
		close() {
			decide( null );
			backdrop.remove();
			before?.focus?.();
		},
	};
}
