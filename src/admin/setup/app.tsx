/**
 * The first-run setup's screen (Einstellungen → Vitrine einrichten): the
 * list of steps with their state, the current step or the overview, and
 * the message of the last save. Everything it shows comes from
 * `vitrine/setup`; saving goes through its thunks.
 */
/**
 * WordPress dependencies
 */
import { Button, Notice } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useRef } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { handledCount, markLabel } from './rules/progress';
import { setupStore } from './store';
import { AddressStep } from './steps/address';
import { BankStep } from './steps/bank';
import { CurrencyStep } from './steps/currency';
import { useFocusOnMove } from './steps/frame';
import { PaypalStep } from './steps/paypal';
import { ShippingStep } from './steps/shipping';
import { Summary } from './steps/summary';
import { stepTitle } from './steps/titles';
import type { Place } from './types';

/** Each step's screen. */
const STEPS = {
	address: AddressStep,
	currency: CurrencyStep,
	bank: BankStep,
	shipping: ShippingStep,
	paypal: PaypalStep,
	summary: Summary,
};

/**
 * The list of steps: each a button to it, its state in words.
 */
function StepList() {
	const { steps, progress, place } = useSelect(
		( select ) => ( {
			steps: select( setupStore ).getConfig()?.steps ?? [],
			progress: select( setupStore ).getProgress(),
			place: select( setupStore ).getPlace(),
		} ),
		[]
	);
	const { goTo } = useDispatch( setupStore );
	if ( ! progress ) {
		return null;
	}
	const go = ( to: Place ) => () => goTo( to );
	return (
		<nav
			className="vitrine-setup__steps"
			aria-label={ __( 'Setup steps', 'vitrine' ) }
		>
			<p>
				{ sprintf(
					/* translators: 1: steps done or skipped, 2: number of steps */
					__( '%1$d of %2$d steps handled', 'vitrine' ),
					handledCount( steps, progress ),
					steps.length
				) }
			</p>
			<ol>
				{ steps.map( ( step, index ) => (
					<li key={ step }>
						<Button
							onClick={ go( step ) }
							aria-current={ place === step ? 'step' : undefined }
						>
							<span>
								{ index + 1 }. { stepTitle( step ) }
								<span className="vitrine-setup__state">
									{ markLabel( progress.steps[ step ] ) }
								</span>
							</span>
						</Button>
					</li>
				) ) }
				<li>
					<Button
						onClick={ go( 'summary' ) }
						aria-current={
							place === 'summary' ? 'step' : undefined
						}
					>
						{ __( 'Overview', 'vitrine' ) }
					</Button>
				</li>
			</ol>
		</nav>
	);
}

/**
 * The screen.
 */
export function SetupApp() {
	const { place, notice, status, busy } = useSelect(
		( select ) => ( {
			place: select( setupStore ).getPlace(),
			notice: select( setupStore ).getNotice(),
			status: select( setupStore ).getProgress()?.status,
			busy: select( setupStore ).isBusy(),
		} ),
		[]
	);
	const { setNotice, dismiss } = useDispatch( setupStore );
	const panel = useRef< HTMLDivElement >( null );
	useFocusOnMove( panel, place );
	const Current = STEPS[ place ];
	return (
		<div className="vitrine-setup__layout">
			<div>
				<StepList />
				{ status === 'open' && (
					<Button
						variant="link"
						onClick={ () => dismiss() }
						aria-disabled={ busy }
					>
						{ __( 'Do not remind me again', 'vitrine' ) }
					</Button>
				) }
			</div>
			<div className="vitrine-setup__panel" ref={ panel }>
				{ notice && notice.text && (
					<Notice
						status={ notice.status }
						onRemove={ () => setNotice( null ) }
					>
						{ notice.text }
					</Notice>
				) }
				<Current />
			</div>
		</div>
	);
}
