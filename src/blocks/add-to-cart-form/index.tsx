/**
 * Editor registration of vitrine/add-to-cart-form; block.json is the source
 * of truth. The editor shows an inert sketch of the form: its fields depend
 * on the product type, which the server knows.
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
import metadata from '../../../blocks/add-to-cart-form/block.json';

/** Inert preview of the form. */
function Edit() {
	return (
		<div { ...useBlockProps() }>
			<div className="vitrine-add-to-cart" aria-hidden="true">
				<p className="vitrine-field vitrine-field--quantity">
					<span>{ __( 'Quantity', 'vitrine' ) }</span>
					<input type="number" value={ 1 } readOnly tabIndex={ -1 } />
				</p>
				<span className="vitrine-add-to-cart__button wp-element-button">
					{ __( 'Add to cart', 'vitrine' ) }
				</span>
			</div>
			<p>
				{ __(
					'Options, booking fields or the products of a group show here as the product needs them.',
					'vitrine'
				) }
			</p>
		</div>
	);
}

registerBlockType( metadata as BlockConfiguration, { edit: Edit } );
