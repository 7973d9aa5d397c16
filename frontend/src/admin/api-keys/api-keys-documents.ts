import { graphql } from "../../gql";

/** Every API key, revoked ones included, newest first (superadmins only): each row and its days. */
export const AdminApiKeysDocument = graphql(`
  query AdminApiKeys {
    apiKeys {
      id
      ...ApiKeyList_ApiKey
      ...ApiKeyDays_ApiKey
    }
  }
`);

/**
 * A new key and its secret. Sent with no cache (create-api-key-dialog.tsx): the secret lives only
 * in the dialog that shows it, never in Apollo's cache. The list asks again for the new row.
 */
export const AdminCreateApiKeyDocument = graphql(`
  mutation AdminCreateApiKey($input: CreateApiKeyInput!) {
    createApiKey(input: $input) {
      apiKey {
        id
        name
      }
      secret
    }
  }
`);

/** Revokes a key; its row (ApiKey:id in the normalised cache) shows the revocation at once. */
export const AdminRevokeApiKeyDocument = graphql(`
  mutation AdminRevokeApiKey($id: ID!) {
    revokeApiKey(id: $id) {
      id
      ...ApiKeyList_ApiKey
    }
  }
`);
