import { graphql } from "../../gql";

/** The carousel, in order: the same list the shop home shows. */
export const AdminBannersDocument = graphql(`
  query AdminCatalogueBanners {
    banners {
      id
      image
      position
    }
  }
`);

export const AddBannerDocument = graphql(`
  mutation AdminCatalogueAddBanner($image: String!) {
    addBanner(image: $image) {
      id
      image
      position
    }
  }
`);

export const DeleteBannerDocument = graphql(`
  mutation AdminCatalogueDeleteBanner($id: ID!) {
    deleteBanner(id: $id)
  }
`);

export const ReorderBannersDocument = graphql(`
  mutation AdminCatalogueReorderBanners($ids: [ID!]!) {
    reorderBanners(ids: $ids) {
      id
      image
      position
    }
  }
`);
