/**
 * The provider settings screen: the readiness list on top, then the tabs
 * (keyboard: arrow keys move between them, Tab into the panel).
 */
/**
 * WordPress dependencies
 */
import { TabPanel } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useLayoutEffect } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { tabs, type TabName } from '../fields';
import { settingsStore } from '../store';
import type { ScreenConfig } from '../types';
import { ReadinessList } from './readiness-list';
import { SettingsTab } from './tab';

/**
 * The screen.
 *
 * @param props        Props.
 * @param props.config What the page printed: the store starts from it.
 */
export function SettingsScreen( { config }: { config: ScreenConfig } ) {
	const { setUp, say } = useDispatch( settingsStore );
	// Before the first paint, so the form never shows without its values.
	useLayoutEffect( () => {
		setUp( config );
	}, [ config, setUp ] );
	const { readiness, ready } = useSelect(
		( select ) => ( {
			readiness: select( settingsStore ).getReadiness(),
			ready: select( settingsStore ).getDraft() !== null,
		} ),
		[]
	);
	if ( ! ready ) {
		return null;
	}
	return (
		<>
			{ readiness && <ReadinessList readiness={ readiness } /> }
			<TabPanel
				className="vitrine-settings-tabs"
				tabs={ tabs().map( ( tab ) => ( {
					name: tab.name,
					title: tab.title,
				} ) ) }
				// A notice belongs to the tab it was given in.
				onSelect={ () => say( null ) }
			>
				{ ( tab ) => <SettingsTab name={ tab.name as TabName } /> }
			</TabPanel>
		</>
	);
}
