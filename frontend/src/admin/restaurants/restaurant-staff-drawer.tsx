import DeleteOutlined from "@ant-design/icons/DeleteOutlined";
import DesktopOutlined from "@ant-design/icons/DesktopOutlined";
import UserAddOutlined from "@ant-design/icons/UserAddOutlined";
import { useMutation, useQuery } from "@apollo/client/react";
import { Button, Drawer, Form, Grid, Input, Popconfirm, Skeleton } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { formFieldErrors, useErrorText, useTextSource } from "../../common/error-text";
import { formatDate } from "../../common/formatters";
import { RetryAlert } from "../../common/retry-alert";
import { toast } from "../../common/toast/toast";
import type { RestaurantStaffMember_MemberFragment } from "../../gql/graphql";
import badge from "../common/badge.module.css";
import type { RestaurantRef } from "./restaurant-list";
import { AddRestaurantStaffDocument, AdminRestaurantStaffDocument, RemoveRestaurantStaffDocument } from "./restaurant-staff-documents";
import listStyles from "./restaurants-page.module.css";
import styles from "./restaurant-staff.module.css";

/** The same shape as the register form's check: something@domain.tld, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

type Member = RestaurantStaffMember_MemberFragment;

/**
 * A restaurant's staff, the people who may open its kitchen board: who they are, whether they
 * are members or still invited, who added them and when; adding by e-mail (a member at once
 * when the account exists, else an invitation mailed with a sign-up link) and removing (access
 * ends at once). Admins only, like the rest of the restaurants admin.
 */
export default function RestaurantStaffDrawer({
  restaurant,
  open,
  onClose,
}: {
  restaurant: RestaurantRef;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const texts = useTextSource();
  const screens = Grid.useBreakpoint();
  const [form] = Form.useForm<{ email: string }>();
  const [removing, setRemoving] = useState<string | null>(null);
  const variables = { restaurantId: restaurant.id };
  const staff = useQuery(AdminRestaurantStaffDocument, { variables, fetchPolicy: "cache-and-network" });
  const [addStaff, adding] = useMutation(AddRestaurantStaffDocument);
  const [removeStaff] = useMutation(RemoveRestaurantStaffDocument);
  const members = staff.data?.restaurantStaff;

  const add = async ({ email }: { email: string }) => {
    const typed = email.trim();
    const before = members?.find((member) => member.email === typed.toLowerCase());
    try {
      const { data } = await addStaff({
        variables: { ...variables, email: typed },
        update: (cache, { data: added }) => {
          const member = added?.addRestaurantStaff;
          if (!member) return;
          cache.updateQuery({ query: AdminRestaurantStaffDocument, variables }, (current) =>
            current && !current.restaurantStaff.some((entry) => entry.id === member.id)
              ? { restaurantStaff: [member, ...current.restaurantStaff.filter((entry) => entry.email !== member.email)] }
              : undefined,
          );
        },
      });
      const member = data?.addRestaurantStaff;
      if (!member) throw new Error("empty addRestaurantStaff answer");
      form.resetFields();
      const key = before
        ? member.status === "ACTIVE"
          ? "adminStaff.alreadyMember"
          : "adminStaff.alreadyInvited"
        : member.status === "ACTIVE"
          ? "adminStaff.addedMember"
          : "adminStaff.addedInvited";
      toast.success(t(key, { email: member.email }));
    } catch (error) {
      const fields = formFieldErrors(texts, error, ["email"]);
      if (fields.length > 0) form.setFields(fields.map((field) => ({ name: "email", errors: field.errors })));
      else toast.error(errorText(error, t("adminStaff.failed")));
    }
  };

  const remove = async (member: Member) => {
    setRemoving(member.email);
    try {
      await removeStaff({
        variables: { ...variables, email: member.email },
        update: (cache) =>
          cache.updateQuery({ query: AdminRestaurantStaffDocument, variables }, (current) =>
            current ? { restaurantStaff: current.restaurantStaff.filter((entry) => entry.email !== member.email) } : undefined,
          ),
      });
      toast.success(t("adminStaff.removed", { email: member.email }));
    } catch (error) {
      toast.error(errorText(error, t("adminStaff.failed")));
    } finally {
      setRemoving(null);
    }
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t("adminStaff.title", { name: restaurant.name })}
      size={screens.md ? 560 : "100%"}
      closable={{ "aria-label": t("adminStaff.close") }}
    >
      <p className={styles.intro}>{t("adminStaff.intro")}</p>
      <Link to={`/kitchen/${restaurant.id}`} className={`${listStyles.linkButton} ${styles.kitchenLink}`}>
        <DesktopOutlined aria-hidden />
        {t("adminStaff.openKitchen")}
      </Link>

      <h3 className={styles.heading}>{t("adminStaff.addHeading")}</h3>
      <Form form={form} className={styles.addForm} requiredMark={false} onFinish={(values) => void add(values)}>
        <Form.Item
          name="email"
          rules={[
            { required: true, whitespace: true, message: t("adminStaff.emailRequired") },
            { pattern: EMAIL_PATTERN, transform: (value: string) => value.trim(), message: t("adminStaff.emailInvalid") },
          ]}
        >
          <Input
            type="email"
            inputMode="email"
            autoComplete="off"
            maxLength={254}
            placeholder={t("adminStaff.emailPlaceholder")}
            aria-label={t("adminStaff.email")}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" icon={<UserAddOutlined aria-hidden />} loading={adding.loading}>
          {t("adminStaff.add")}
        </Button>
      </Form>

      <div className={styles.listHead}>
        <h3 className={styles.heading}>{t("adminStaff.listHeading")}</h3>
        <p className={styles.count} aria-live="polite">
          {members ? t("adminStaff.total", { count: members.length }) : ""}
        </p>
      </div>
      {staff.error && !members ? (
        <RetryAlert
          title={t("adminStaff.loadFailed")}
          retryLabel={t("adminStaff.retry")}
          onRetry={() => void staff.refetch().catch(() => undefined)}
        />
      ) : !members ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : members.length === 0 ? (
        <p className={styles.empty}>{t("adminStaff.empty")}</p>
      ) : (
        <ul className={styles.list}>
          {members.map((member) => (
            <li key={member.id} className={styles.member}>
              <div className={styles.who}>
                <p className={styles.email}>{member.email}</p>
                <p className={styles.meta}>{member.name ?? t("adminStaff.notSignedUpYet")}</p>
                <p className={styles.meta}>
                  {t("adminStaff.columnAddedBy")}: {member.addedByName ?? t("adminStaff.unknownAdder")} · {t("adminStaff.columnAddedAt")}:{" "}
                  {formatDate(member.addedAt)}
                </p>
              </div>
              <span className={`${badge.badge} ${member.status === "ACTIVE" ? badge.success : badge.neutral} ${styles.status}`}>
                {member.status === "ACTIVE" ? t("adminStaff.statusActive") : t("adminStaff.statusInvited")}
              </span>
              <Popconfirm
                title={t("adminStaff.removeTitle", { email: member.email })}
                description={t("adminStaff.removeText")}
                okText={t("adminStaff.remove")}
                okButtonProps={{ danger: true }}
                cancelText={t("adminCatalogue.common.cancel")}
                onConfirm={() => remove(member)}
              >
                <Button
                  danger
                  icon={<DeleteOutlined aria-hidden />}
                  loading={removing === member.email}
                  aria-label={t("adminStaff.removeOf", { email: member.email })}
                >
                  {t("adminStaff.remove")}
                </Button>
              </Popconfirm>
            </li>
          ))}
        </ul>
      )}
    </Drawer>
  );
}
