/**
 * One tab of the screen: its sections of fields in a form whose submit
 * saves the tab's changed settings, the notice of the last save or step,
 * and for the account tab the go-live steps.
 */
/**
 * WordPress dependencies
 */
import { Button, Notice } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Step } from '../api';
import { isShown, tabs, type TabName } from '../fields';
import { settingsStore } from '../store';
import { Field } from './field';

/**
 * The notice of the last save or step, read out as it appears.
 */
function TabNotice() {
	const notice = useSelect(
		( select ) => select( settingsStore ).getNotice(),
		[]
	);
	if ( ! notice || ! notice.text ) {
		return null;
	}
	return (
		<Notice
			status={ notice.status }
			politeness={ notice.status === 'error' ? 'assertive' : 'polite' }
			// Core's close button would be the one English word on the screen.
			isDismissible={ false }
		>
			<p>{ notice.text }</p>
			{ notice.details.map( ( line ) => (
				<p key={ line }>{ line }</p>
			) ) }
		</Notice>
	);
}

/**
 * The go-live steps of the account tab.
 *
 * @param props      Props.
 * @param props.busy What runs.
 */
function Steps( { busy }: { busy: string | null } ) {
	const { runStep } = useDispatch( settingsStore );
	const steps: Array< { step: Step; label: string } > = [
		{ step: 'check', label: __( 'Check connection', 'vitrine' ) },
		{ step: 'webhook', label: __( 'Set up webhook', 'vitrine' ) },
		{ step: 'test', label: __( 'Send test webhook', 'vitrine' ) },
	];
	return (
		<>
			{ steps.map( ( { step, label } ) => (
				<Button
					key={ step }
					__next40pxDefaultSize
					variant="secondary"
					isBusy={ busy === step }
					disabled={ !! busy }
					accessibleWhenDisabled
					onClick={ () => runStep( step ) }
				>
					{ label }
				</Button>
			) ) }
			<Button
				__next40pxDefaultSize
				variant="tertiary"
				isDestructive
				isBusy={ busy === 'disconnect' }
				disabled={ !! busy }
				accessibleWhenDisabled
				onClick={ () => runStep( 'disconnect' ) }
			>
				{ __( 'Disconnect', 'vitrine' ) }
			</Button>
		</>
	);
}

/**
 * A tab's panel.
 *
 * @param props      Props.
 * @param props.name The tab.
 */
export function SettingsTab( { name }: { name: TabName } ) {
	const { draft, busy } = useSelect(
		( select ) => ( {
			draft: select( settingsStore ).getDraft(),
			busy: select( settingsStore ).getBusy(),
		} ),
		[]
	);
	const { save } = useDispatch( settingsStore );
	const spec = tabs().find( ( tab ) => tab.name === name );
	if ( ! spec || ! draft ) {
		return null;
	}
	return (
		<form
			className={ `vitrine-settings-tab vitrine-settings-tab--${ name }` }
			noValidate
			onSubmit={ ( event ) => {
				event.preventDefault();
				save( name );
			} }
		>
			{ spec.sections.map( ( section ) => (
				<fieldset key={ section.title }>
					<legend>{ section.title }</legend>
					{ section.fields
						.filter( ( field ) => isShown( field, draft ) )
						.map( ( field ) => (
							<Field key={ field.key } field={ field } />
						) ) }
				</fieldset>
			) ) }
			<TabNotice />
			<div className="vitrine-actions">
				<Button
					__next40pxDefaultSize
					type="submit"
					variant="primary"
					isBusy={ busy === 'save' }
					disabled={ !! busy }
					accessibleWhenDisabled
				>
					{ __( 'Save changes', 'vitrine' ) }
				</Button>
				{ name === 'account' && <Steps busy={ busy } /> }
			</div>
		</form>
	);
}
