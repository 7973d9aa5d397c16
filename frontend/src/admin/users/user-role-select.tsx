import type { FragmentType } from "@apollo/client";
import { useFragment, useMutation } from "@apollo/client/react";
import { Modal, Select } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../common/error-text";
import { toast } from "../../common/toast/toast";
import { graphql } from "../../gql";
import type { UserRole } from "../../gql/graphql";
import { AdminOpsSetUserRoleDocument } from "./users-documents";
import { USER_ROLES } from "./user-list-params";

/** The user's role, and the name the select and its confirmation say it with. */
export const UserRoleSelectFragment = graphql(`
  fragment UserRoleSelect_User on User {
    id
    userName
    role
  }
`);

interface UserRoleSelectProps {
  user: FragmentType<typeof UserRoleSelectFragment>;
  /** The superadmin's own account: its role cannot be changed (the server refuses too). */
  self: boolean;
  /** The role changed (the row is already updated): a list filtered by role asks again. */
  onChanged: () => void;
}

/**
 * A user's role, changeable after a confirmation that says what follows: the user is signed
 * out everywhere and gets the new role at the next login. The select shows the saved role
 * until the server has answered, so a refused change leaves nothing half-done on screen.
 */
export function UserRoleSelect({ self, onChanged, ...props }: UserRoleSelectProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [modal, modalHolder] = Modal.useModal();
  const [setUserRole] = useMutation(AdminOpsSetUserRoleDocument);
  const [saving, setSaving] = useState(false);
  const { data: user, complete } = useFragment({ fragment: UserRoleSelectFragment, fragmentName: "UserRoleSelect_User", from: props.user });
  if (!complete) return modalHolder;
  const roleName = (role: UserRole) => t(`adminOps.users.role.${role}`);

  const change = (role: UserRole) => {
    if (role === user.role) return;
    void modal.confirm({
      title: t("adminOps.users.confirmTitle", { name: user.userName, role: roleName(role) }),
      content: t("adminOps.users.confirmText"),
      okText: t("adminOps.users.confirmOk"),
      cancelText: t("adminOps.common.cancel"),
      onOk: async () => {
        setSaving(true);
        try {
          await setUserRole({ variables: { id: user.id, role } });
          onChanged();
          toast.success(t("adminOps.users.changed", { name: user.userName, role: roleName(role) }));
        } catch (error) {
          toast.error(errorText(error, t("adminOps.common.somethingWentWrong")));
        } finally {
          setSaving(false);
        }
      },
    });
  };

  return (
    <>
      <Select<UserRole>
        value={user.role}
        disabled={self || saving}
        loading={saving}
        onChange={change}
        options={USER_ROLES.map((role) => ({ value: role, label: roleName(role) }))}
        aria-label={t("adminOps.users.roleOf", { name: user.userName })}
        title={self ? t("adminOps.users.ownRole") : undefined}
        style={{ minWidth: 150 }}
      />
      {modalHolder}
    </>
  );
}
