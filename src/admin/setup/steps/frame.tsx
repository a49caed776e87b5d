/**
 * The frame every step shares: a card with the step's heading (the screen
 * focuses it when it moves to the step: useFocusOnMove), its form, and the
 * actions. Enter in a field submits the step.
 */
/**
 * WordPress dependencies
 */
import {
	Button,
	Card,
	CardBody,
	CardFooter,
	CardHeader,
} from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useRef } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
/**
 * External dependencies
 */
import type { FormEvent, ReactNode } from 'react';

/**
 * Internal dependencies
 */
import { setupStore } from '../store';
import type { StepKey } from '../types';
import { stepTitle } from './titles';

/**
 * One step.
 *
 * @param props          Props.
 * @param props.step     The step.
 * @param props.submit   The primary button's text.
 * @param props.children The form's content.
 * @param props.before   What the step does before it is saved (its own
 *                       save); false when that failed, and the step stays.
 */
export function StepFrame( {
	step,
	submit,
	children,
	before,
}: {
	step: StepKey;
	submit: string;
	children: ReactNode;
	before?: () => Promise< boolean >;
} ) {
	const { steps, busy } = useSelect(
		( select ) => ( {
			steps: select( setupStore ).getConfig()?.steps ?? [],
			busy: select( setupStore ).isBusy(),
		} ),
		[]
	);
	const { saveStep, skipStep } = useDispatch( setupStore );
	const form = useRef< HTMLFormElement >( null );
	const number = steps.indexOf( step ) + 1;

	const onSubmit = async ( event: FormEvent ) => {
		event.preventDefault();
		const saved =
			( ! before || ( await before() ) ) && ( await saveStep( step ) );
		if ( ! saved ) {
			form.current
				?.querySelector< HTMLElement >( '[aria-invalid="true"]' )
				?.focus();
		}
	};

	return (
		<form ref={ form } onSubmit={ onSubmit } noValidate>
			<Card>
				<CardHeader>
					<h2 tabIndex={ -1 }>
						{ sprintf(
							/* translators: 1: step number, 2: number of steps, 3: step title */
							__( 'Step %1$d of %2$d: %3$s', 'vitrine' ),
							number,
							steps.length,
							stepTitle( step )
						) }
					</h2>
				</CardHeader>
				<CardBody>{ children }</CardBody>
				<CardFooter>
					<div className="vitrine-setup__actions">
						<Button
							__next40pxDefaultSize
							variant="primary"
							type="submit"
							isBusy={ busy }
							aria-disabled={ busy }
						>
							{ submit }
						</Button>
						<Button
							__next40pxDefaultSize
							variant="secondary"
							onClick={ () => skipStep( step ) }
							aria-disabled={ busy }
						>
							{ __( 'Skip', 'vitrine' ) }
						</Button>
					</div>
				</CardFooter>
			</Card>
		</form>
	);
}

/**
 * Focuses the heading of what the screen shows when it moves to another
 * place, so keyboard and screen-reader users land on it (not on the first
 * paint: the page's own heading comes first there).
 *
 * @param container         Holds the place's heading (an h2 with tabIndex -1).
 * @param container.current The element.
 * @param place             Where the screen is.
 */
export function useFocusOnMove(
	container: { current: HTMLElement | null },
	place: string
) {
	const first = useRef( true );
	useEffect( () => {
		if ( first.current ) {
			first.current = false;
			return;
		}
		container.current?.querySelector< HTMLElement >( 'h2' )?.focus();
	}, [ container, place ] );
}
