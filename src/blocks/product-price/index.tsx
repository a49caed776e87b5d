/**
 * Editor registration of vitrine/product-price; block.json is the source of
 * truth. The price itself is the server's: the editor shows a placeholder.
 */
/**
 * WordPress dependencies
 */
import { useBlockProps } from '@wordpress/block-editor';
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import metadata from '../../../blocks/product-price/block.json';

/** Placeholder in the price's place. */
function Edit() {
	return (
		<p { ...useBlockProps() }>
			<span className="vitrine-price price">
				{ __( 'Price of the product', 'vitrine' ) }
			</span>
		</p>
	);
}

registerBlockType( metadata as BlockConfiguration, { edit: Edit } );
