/**
 * Types for the parts of @wordpress/blocks and @wordpress/block-editor that
 * Vitrine uses. Neither package ships declarations for WordPress 6.8, and the
 * DefinitelyTyped ones pull in older @wordpress/* packages of their own.
 */
declare module '@wordpress/blocks' {
	import type { ComponentType, ReactElement } from 'react';

	export interface BlockEditProps< A extends Record< string, unknown > > {
		name: string;
		clientId: string;
		attributes: A;
		setAttributes: ( next: Partial< A > ) => void;
		isSelected: boolean;
		context: Record< string, unknown >;
	}

	export interface BlockIcon {
		src: string | ReactElement;
	}

	export interface BlockType {
		name: string;
		title: string;
		description?: string;
		category: string;
		icon?: BlockIcon;
		attributes: Record< string, unknown >;
	}

	/** block.json as imported, plus what metadata cannot hold. */
	export interface BlockConfiguration<
		A extends Record< string, unknown > = Record< string, unknown >,
	> {
		name: string;
		title: string;
		category: string;
		icon?: string;
		attributes?: Record< string, unknown >;
		edit?: ComponentType< BlockEditProps< A > >;
		save?: ComponentType< { attributes: A } > | ( () => null );
		[ key: string ]: unknown;
	}

	export function registerBlockType< A extends Record< string, unknown > >(
		metadata: BlockConfiguration< A >,
		settings?: Partial< BlockConfiguration< A > >
	): BlockType | undefined;

	export function getBlockType( name: string ): BlockType | undefined;
}

declare module '@wordpress/block-editor' {
	import type { ComponentType, ReactNode } from 'react';

	export function useBlockProps(
		props?: Record< string, unknown >
	): Record< string, unknown > & { className: string };

	export function useBlockEditContext(): {
		name: string;
		clientId: string;
		isSelected: boolean;
	};

	export const InspectorControls: ComponentType< {
		group?: string;
		children?: ReactNode;
	} >;
}
