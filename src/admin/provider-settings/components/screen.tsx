/**
 * The provider settings screen: the readiness list on top, then the tabs
 * (keyboard: arrow keys move between them, Tab into the panel).
 */
/**
 * WordPress dependencies
 */
import { TabPanel } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { tabs, type TabName } from '../fields';
import { settingsStore } from '../store';
import { ReadinessList } from './readiness-list';
import { SettingsTab } from './tab';

/**
 * The screen.
 */
export function SettingsScreen() {
	const readiness = useSelect(
		( select ) => select( settingsStore ).getReadiness(),
		[]
	);
	const { say } = useDispatch( settingsStore );
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
