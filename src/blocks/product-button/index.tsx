/**
 * Editor registration of vitrine/product-button; block.json is the source of
 * truth. The editor shows the button as a simple product gets it; which one
 * a product gets is the server's rule (Vitrine\Shop\ProductGrid).
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
import metadata from '../../../blocks/product-button/block.json';

/** The button as a preview. */
function Edit() {
	return (
		<div { ...useBlockProps( { className: 'wp-block-button' } ) }>
			<span className="wp-block-button__link wp-element-button">
				{ __( 'Add to cart', 'vitrine' ) }
			</span>
		</div>
	);
}

registerBlockType( metadata as BlockConfiguration, { edit: Edit } );
