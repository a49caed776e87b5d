/**
 * Editor registration of vitrine/my-account; block.json is the source of
 * truth. The account depends on who looks at it, so the editor shows a
 * description instead of a preview of someone's data.
 */
/**
 * WordPress dependencies
 */
import { useBlockProps } from '@wordpress/block-editor';
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { Placeholder } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import metadata from '../../../blocks/my-account/block.json';

/** Placeholder that says what shoppers will see here. */
function Edit() {
	return (
		<div { ...useBlockProps() }>
			<Placeholder
				icon="admin-users"
				label={ __( 'My account', 'vitrine' ) }
			>
				<p>
					{ __(
						'Logged-in customers see their orders, subscriptions and saved payment methods here; guests see the login form.',
						'vitrine'
					) }
				</p>
			</Placeholder>
		</div>
	);
}

registerBlockType( metadata as BlockConfiguration, { edit: Edit } );
