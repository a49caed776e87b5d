/**
 * Edit component of a block whose own issue has not landed yet: it says so
 * in the editor instead of pretending to work.
 */
/**
 * WordPress dependencies
 */
import { useBlockEditContext, useBlockProps } from '@wordpress/block-editor';
import { getBlockType } from '@wordpress/blocks';
import { Placeholder } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
/**
 * External dependencies
 */
import type { ComponentProps } from 'react';

/** Block icons are dashicon names or elements, both fine for the placeholder. */
type PlaceholderIcon = ComponentProps< typeof Placeholder >[ 'icon' ];

/** Placeholder with the block's translated title and icon. */
export function NotConfigured() {
	const { name } = useBlockEditContext();
	const type = getBlockType( name );
	return (
		<div { ...useBlockProps() }>
			{ /* Not `instructions`: the placeholder hides those when it is narrow. */ }
			<Placeholder
				icon={ type?.icon?.src as PlaceholderIcon }
				label={ type?.title ?? name }
			>
				<p>{ __( 'This block is not set up yet.', 'vitrine' ) }</p>
			</Placeholder>
		</div>
	);
}
